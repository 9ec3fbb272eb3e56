/// The checkout's `result:` type. The generated table names it in
/// `checkoutResult()` (compiled with NAVGRAPH_RESULT_TYPES, Package.swift): a
/// `result:` that names no Decodable type here fails this target's build.
public struct Receipt: Codable, Equatable, Sendable {
    public var amount: Int

    public init(amount: Int) { self.amount = amount }
}
