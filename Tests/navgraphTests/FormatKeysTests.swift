import Foundation
import NavGraphCore
import TestSupport
import Testing

/// Every key the decoder reads (`FormatVocabulary`, from its key schema) is declared in
/// the JSON schema at its mapping and used in `Fixtures/valid/format-reference.yaml`
/// (navgraph(5) is `ManPageTests`'): a key added to the decoder alone fails here, not in a
/// user's editor, which validates with the schema.
@Suite("Every key of the format, in the schema and the reference graph")
struct FormatKeysTests {
    /// Where the JSON schema defines each mapping: a definition, then the path to its object.
    static let schemaObjects: [FormatVocabulary.Mapping: (definition: String, path: [String])] = [
        .graph: ("graph", []), .module: ("module", []), .route: ("route", []), .param: ("parameter", []),
        .realm: ("realm", []), .container: ("container", []), .cache: ("cachePolicy", []),
        .restore: ("restoration", []), .interceptor: ("interceptor", []),
        .deeplinks: ("graph", ["properties", "deeplinks"]),
    ]

    /// The property names of a schema object, or of the object among its `oneOf` forms.
    static func properties(of object: [String: Any]) -> Set<String> {
        if let properties = object["properties"] as? [String: Any] { return Set(properties.keys) }
        let forms = (object["oneOf"] as? [[String: Any]] ?? []) + (object["anyOf"] as? [[String: Any]] ?? [])
        return forms.reduce(into: Set<String>()) { $0.formUnion(properties(of: $1)) }
    }

    @Test("every key is a property of its mapping's object in the JSON schema, and nothing else is")
    func schemaDeclaresEveryKey() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(RepoPaths.bytes(SchemaTests.schemaPath))) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        for mapping in FormatVocabulary.Mapping.allCases {
            let place = try #require(Self.schemaObjects[mapping], "\(mapping) has no place in this test")
            var object = try #require(definitions[place.definition] as? [String: Any], "\(place.definition)")
            for step in place.path { object = try #require(object[step] as? [String: Any], "\(step)") }
            var keys = Set(FormatVocabulary.keys(of: mapping))
            #expect(keys.count > 0)
            // The schema offers `navgraph` in a module so that an editor completes it in a new
            // file (writing it makes the file a root graph: the schema's `if`).
            if mapping == .module { keys.insert("navgraph") }
            #expect(Self.properties(of: object) == keys, "\(mapping): the schema's keys are not the decoder's")
        }
    }

    @Test("the reference graph uses every key")
    func referenceGraphUsesEveryKey() throws {
        let text = RepoPaths.read(RepoPaths.fixture("valid/format-reference.yaml"))
        for key in Set(FormatVocabulary.Mapping.allCases.flatMap(FormatVocabulary.keys(of:))).sorted() {
            // A key opens a line (`key:`, `- key:`) or follows `{` or `,` in a flow mapping.
            let used = try Regex("(?m)(^\\s*(-\\s+)?|[{,]\\s*)\(key):(\\s|$)")
            #expect(text.contains(used), "format-reference.yaml does not use `\(key):`")
        }
    }
}
