internal import CLibYAML
import Dispatch
import NavGraphModel

/// libyaml's parse of a large file on a second thread, handing events over in
/// batches while the caller builds the tree: on two cores the tree costs
/// almost nothing on top of libyaml's own time.
///
/// Single producer, single consumer over a ring of batch buffers; semaphores
/// both bound the ring and order the memory. Events are deleted by the
/// producer when it reuses their slot (and by `finish()` at the end), so
/// libyaml's memory is allocated and freed on one thread: freeing it on the
/// other makes the two threads fight over the allocator's locks.
/// `cancel()` stops the producer at its next batch.
final class EventPipeline: @unchecked Sendable {
    struct Batch {
        var events: UnsafeMutablePointer<yaml_event_t>
        var count = 0
        /// Set on the last batch: the stream ended, or libyaml failed.
        var finished = false
        var failure: ParserFailure?
    }

    static let batchSize = 4096
    static let slots = 8

    /// Raw memory, not an Array: the two threads touch different slots, and an
    /// Array's copy-on-write check would itself race.
    private let ring: UnsafeMutablePointer<Batch>
    private let free = DispatchSemaphore(value: EventPipeline.slots)
    private let filled = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let cancelLock = DispatchSemaphore(value: 1)
    private var cancelled = false
    private var readIndex = 0

    init() {
        ring = .allocate(capacity: EventPipeline.slots)
        for i in 0..<EventPipeline.slots {
            (ring + i).initialize(to: Batch(events: .allocate(capacity: EventPipeline.batchSize)))
        }
    }

    deinit {
        for i in 0..<EventPipeline.slots { ring[i].events.deallocate() }
        ring.deinitialize(count: EventPipeline.slots)
        ring.deallocate()
    }

    /// Starts parsing `input` (which must outlive `waitUntilFinished()`).
    func start(_ input: UnsafeBufferPointer<UInt8>) {
        let base = UInt(bitPattern: input.baseAddress)
        let count = input.count
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            produce(UnsafePointer(bitPattern: base), count)
            done.signal()
        }
    }

    private var isCancelled: Bool {
        cancelLock.wait()
        defer { cancelLock.signal() }
        return cancelled
    }

    func cancel() {
        cancelLock.wait()
        cancelled = true
        cancelLock.signal()
    }

    private func produce(_ base: UnsafePointer<UInt8>?, _ count: Int) {
        var parser = yaml_parser_t()
        var writeIndex = 0
        let initialised = yaml_parser_initialize(&parser) == 1
        if initialised {
            yaml_parser_set_input_string(&parser, base ?? UnsafePointer(bitPattern: 1)!, count)
            let input = UnsafeBufferPointer(start: base, count: base == nil ? 0 : count)
            if !CharacterOffsets.startsWithBOM(input) { yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING) }
        }
        defer { if initialised { yaml_parser_delete(&parser) } }
        while true {
            free.wait()
            let slot = writeIndex % EventPipeline.slots
            writeIndex += 1
            var batch = ring[slot]
            // The consumer is done with this slot's events: free them here.
            for i in 0..<batch.count { yaml_event_delete(batch.events + i) }
            batch.count = 0
            batch.finished = false
            batch.failure = nil
            if !initialised {
                batch.finished = true
                batch.failure = ParserFailure(problem: "libyaml could not be initialised")
            } else if isCancelled {
                batch.finished = true
            } else {
                while batch.count < EventPipeline.batchSize {
                    let event = batch.events + batch.count
                    guard yaml_parser_parse(&parser, event) == 1 else {
                        batch.failure = ParserFailure(parser)
                        batch.finished = true
                        break
                    }
                    batch.count += 1
                    if event.pointee.type == YAML_STREAM_END_EVENT {
                        batch.finished = true
                        break
                    }
                }
            }
            ring[slot] = batch
            filled.signal()
            if batch.finished { return }
        }
    }

    /// The next batch; call `release()` after its events are handled (not deleted).
    func next() -> Batch {
        filled.wait()
        return ring[readIndex % EventPipeline.slots]
    }

    func release() {
        readIndex += 1
        free.signal()
    }

    /// Stops the producer, skipping what it still sends; then call `waitUntilFinished()`.
    func drain() {
        cancel()
        while true {
            let batch = next()
            release()
            if batch.finished { break }
        }
    }

    /// Waits for the producer, then frees the events still held in the ring.
    func waitUntilFinished() {
        done.wait()
        for i in 0..<EventPipeline.slots {
            for k in 0..<ring[i].count { yaml_event_delete(ring[i].events + k) }
            ring[i].count = 0
        }
    }
}

/// What libyaml said when it failed, copied out of the parser.
struct ParserFailure {
    var problem: String
    var context: String?
    var problemMark = yaml_mark_t()
    var contextMark = yaml_mark_t()
    /// Reader errors carry a byte offset instead of a mark.
    var readerOffset: Int?

    init(problem: String) { self.problem = problem }

    init(_ parser: yaml_parser_t) {
        problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        context = parser.context.map { String(cString: $0) }
        problemMark = parser.problem_mark
        contextMark = parser.context_mark
        if parser.error == YAML_READER_ERROR { readerOffset = Int(parser.problem_offset) }
    }
}
