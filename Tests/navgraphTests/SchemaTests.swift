import Foundation
import TestSupport
import Testing

/// Keeps `grammar/navgraph.schema.json` and the decoder from drifting apart: every
/// valid graph validates against the schema with a real JSON Schema validator
/// (python-jsonschema, draft 2020-12), and every invalid fixture whose finding is
/// a schema matter is rejected by it for that reason.
@Suite("JSON Schema")
struct SchemaTests {
    static let schemaPath = RepoPaths.root + "/grammar/navgraph.schema.json"
    static let toolsAvailable = ExternalTool.pythonHas(["jsonschema", "yaml"])

    /// The schema-level codes, each with the JSON Schema keywords that express it.
    /// `false` stands for a `false` subschema (a key forbidden in one variant).
    static let schemaCodes: [String: Set<String>] = [
        "unknown-key": ["additionalProperties", "false"],
        "wrong-type": ["type", "oneOf"],
        "missing-key": ["required"],
        "invalid-identifier": ["pattern", "propertyNames"],
        "invalid-value": ["enum", "const", "oneOf"],
        "invalid-duration": ["pattern", "type"],
        "invalid-path": ["pattern"],
        "invalid-param-type": ["enum", "oneOf", "type", "minItems", "uniqueItems"],
        "unsupported-version": ["const"],
        "no-routes": ["minProperties"],
        "required-with-default": ["not"],
        "duplicate-tab": ["uniqueItems"],
        // A route key at the route ids' indentation is a "route" that is not a mapping.
        "misindented-key": ["type", "oneOf"],
    ]

    /// Codes the schema cannot express, and why. Fixtures expecting only these
    /// (or the reference-level codes `check` owns) are not required to be rejected.
    static let notInSchema: [String: String] = [
        // A default is checked against its parameter's type, and an enum's words are
        // data, not schema: JSON Schema cannot compare a value with a sibling's list.
        "invalid-default": "depends on the sibling `type`",
        // These stop the file from loading as a JSON data model at all.
        "yaml-syntax": "not YAML", "invalid-utf8": "not text", "nul-byte": "not text",
        "duplicate-key": "the JSON data model has no duplicate keys (a YAML loader keeps one)",
        "alias-limit": "expanded before validation", "nesting-too-deep": "a reader limit",
        "multiple-documents": "one document is validated", "unreadable-file": "a file system matter",
    ]

    struct Verdict: Decodable {
        var path: String
        /// False when PyYAML cannot read the file (a YAML-level fault).
        var loadable: Bool
        /// A root graph (it has `navgraph`), not a module.
        var isRoot: Bool
        var valid: Bool
        var keywords: [String]
        var messages: [String]
    }

    /// Validates each file; one verdict a file, in order.
    static func validate(_ paths: [String]) throws -> [Verdict] {
        guard let out = ExternalTool.run("python3", ["-c", validatorScript, schemaPath] + paths, cwd: RepoPaths.root)
        else {
            throw ToolFailure(description: "python3 could not be run")
        }
        guard out.status == 0 else { throw ToolFailure(description: "validator failed:\n\(out.stderr)") }
        return try out.stdout.split(separator: "\n").map {
            try JSONDecoder().decode(Verdict.self, from: Data($0.utf8))
        }
    }

    struct ToolFailure: Error, CustomStringConvertible { var description: String }

    /// Every YAML file under Fixtures/ (valid graphs, modules, invalid fixtures)
    /// and the Android corpus graphs.
    static func allGraphFiles() -> [String] {
        // Relative to the repo root, as `navgraph check` names them in its report.
        var paths = yamlFiles(under: RepoPaths.root + "/Fixtures").map {
            String($0.dropFirst(RepoPaths.root.count + 1))
        }
        if let corpus = RepoPaths.corpus { paths += yamlFiles(under: corpus + "/android") }
        return paths
    }

    static func yamlFiles(under dir: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: dir) else { return [] }
        var out: [String] = []
        while let rel = walker.nextObject() as? String {
            // Hidden folders (a fixture package's .build) hold no graphs.
            if rel.hasPrefix(".") || rel.contains("/.") { continue }
            // A plugin configuration (navgraph-config.yaml) is not a graph.
            if rel.hasSuffix("navgraph-config.yaml") { continue }
            if rel.hasSuffix(".yaml") || rel.hasSuffix(".yml") { out.append(dir + "/" + rel) }
        }
        return out.sorted()
    }

    /// The codes named by a fixture's `# expect: error[code] ...` header lines.
    static func expectedCodes(_ text: String) -> [String] {
        expectations(text).map(\.code)
    }

    /// `# expect: SEVERITY[CODE] [FILE:]LINE:COL MESSAGE`: the code, and the file
    /// the finding is in when it is not the fixture itself (relative to it).
    static func expectations(_ text: String) -> [(code: String, file: String?)] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("# expect:"), let open = line.firstIndex(of: "["),
                let close = line[open...].firstIndex(of: "]")
            else { return nil }
            let code = String(line[line.index(after: open)..<close])
            let location = line[line.index(after: close)...].split(separator: " ").first ?? ""
            let parts = location.split(separator: ":")
            return (code, parts.count >= 3 ? parts.dropLast(2).joined(separator: ":") : nil)
        }
    }

    /// Header codes of every fixture, by the file the finding is in.
    static func headerCodes(_ paths: [String]) -> [String: Set<String>] {
        var codes: [String: Set<String>] = [:]
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : RepoPaths.root + "/" + path
            // Bytes: a fixture about encodings is not UTF-8 past its header.
            for e in expectations(String(decoding: RepoPaths.bytes(absolute), as: UTF8.self)) {
                let target = e.file.map { (path as NSString).deletingLastPathComponent + "/" + $0 } ?? path
                codes[(target as NSString).standardizingPath, default: []].insert(e.code)
            }
        }
        return codes
    }

    @Test(
        "the schema is a valid draft 2020-12 schema",
        .enabled(if: toolsAvailable, "python3 with jsonschema and PyYAML is not installed"))
    func schemaIsValid() throws {
        let out = try #require(
            ExternalTool.run(
                "python3",
                [
                    "-c",
                    """
                    import json, jsonschema
                    schema = json.load(open('\(Self.schemaPath)'))
                    jsonschema.Draft202012Validator.check_schema(schema)
                    print(schema['$schema'])
                    """,
                ]))
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout == "https://json-schema.org/draft/2020-12/schema\n")
    }

    @Test("every property of the schema has a description", .enabled(if: toolsAvailable, "python3 is not installed"))
    func everyPropertyDescribed() throws {
        let out = try #require(
            ExternalTool.run(
                "python3",
                [
                    "-c",
                    """
                    import json
                    schema = json.load(open('\(Self.schemaPath)'))
                    missing = []
                    def resolve(s):
                        while isinstance(s, dict) and '$ref' in s and 'description' not in s:
                            s = schema['$defs'][s['$ref'].split('/')[-1]]
                        return s
                    def walk(node, where):
                        if isinstance(node, dict):
                            node = {k: v for k, v in node.items() if k not in ('if', 'then', 'else', 'not')}
                            for name, sub in node.get('properties', {}).items():
                                if sub is not False and 'description' not in resolve(sub):
                                    missing.append(where + '.' + name)
                            for k, v in node.items():
                                walk(v, where + '/' + k)
                        elif isinstance(node, list):
                            for i, v in enumerate(node): walk(v, where + '/' + str(i))
                    walk(schema, '#')
                    print('\\n'.join(missing))
                    """,
                ]))
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "", "properties without a description")
    }

    /// Findings with a schema-level code that the schema still cannot see,
    /// because they depend on another part of the graph or on a number's size.
    /// Matched on the message; documented here so the list stays short and honest.
    static let beyondSchema: [(code: String, message: String, why: String)] = [
        ("invalid-value", "is always required", "`required: false` is wrong only for a parameter named in the path"),
        ("invalid-value", "is not one of the tabs", "`selected` must name one of the sibling `tabs`"),
        ("missing-key", "missing key 'routes'", "with includes, routes may come from modules"),
        ("invalid-path", "appears twice", "a parameter repeated in one path"),
    ]

    /// The findings `navgraph check` reports in each file, keyed by the path as given.
    static func decoderFindings(rootGraphs: [String]) throws -> [String: [(code: String, message: String)]] {
        struct Report: Decodable {
            struct Finding: Decodable {
                var code: String
                var message: String
                var file: String
            }
            var diagnostics: [Finding]
        }
        let out = NavGraphBinary.run(["check", "--format", "json"] + rootGraphs)
        guard out.status == 0 || out.status == 1 else {
            throw ToolFailure(description: "navgraph check exited \(out.status): \(out.stderr)")
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(out.stdout.utf8))
        var found: [String: [(code: String, message: String)]] = [:]
        for d in report.diagnostics { found[d.file, default: []].append((d.code, d.message)) }
        return found
    }

    @Test(
        "the schema accepts exactly the files whose findings are not schema matters",
        .enabled(if: toolsAvailable, "python3 with jsonschema and PyYAML is not installed"))
    func schemaAgreesWithDecoder() throws {
        let paths = Self.allGraphFiles()
        #expect(paths.contains("Fixtures/shop/navgraph.yaml"))
        #expect(paths.contains("Fixtures/shop/modules/account.yaml"))
        let verdicts = try Self.validate(paths)
        #expect(verdicts.count == paths.count)
        // Module files are checked through the root graphs that include them.
        let roots = verdicts.filter(\.isRoot).map(\.path)
        let found = try Self.decoderFindings(rootGraphs: roots)
        let headers = Self.headerCodes(paths)
        var compared = 0
        for v in verdicts where v.loadable {
            let name = v.path
            let findings = found[v.path] ?? []
            let codes = Set(findings.map(\.code)).union(headers[v.path] ?? [])
            // A schema-level code counts unless every finding with it is one the schema cannot see.
            let schemaLevel = codes.filter { code in
                guard Self.schemaCodes[code] != nil else { return false }
                let withCode = findings.filter { $0.code == code }
                return withCode.isEmpty
                    || !withCode.allSatisfy { f in
                        Self.beyondSchema.contains { $0.code == code && f.message.contains($0.message) }
                    }
            }
            if !schemaLevel.isEmpty {
                #expect(!v.valid, "\(name): check reports \(schemaLevel.sorted()) but the schema accepts it")
                let keywords = schemaLevel.reduce(into: Set<String>()) { $0.formUnion(Self.schemaCodes[$1]!) }
                #expect(
                    v.valid || !keywords.isDisjoint(with: v.keywords),
                    "\(name): check reports \(schemaLevel.sorted()); the schema rejects it for another reason: \(v.messages)"
                )
            } else if codes.allSatisfy({ Self.notInSchema[$0] == nil })
                && codes.allSatisfy({ Self.schemaCodes[$0] == nil })
            {
                // Only reference-level findings (or none): the schema cannot see
                // references between ids, so it must accept the file.
                #expect(
                    v.valid, "\(name): check reports \(codes.sorted()) only, but the schema rejects it: \(v.messages)")
            }
            compared += 1
        }
        #expect(compared >= 6)
    }

    @Test(
        "the Android corpus validates",
        .enabled(if: toolsAvailable && RepoPaths.corpus != nil, "python3 with jsonschema, or the corpus, is missing"))
    func corpusValidates() throws {
        let paths = Self.yamlFiles(under: RepoPaths.corpus! + "/android")
        #expect(paths.count == 34)
        let verdicts = try Self.validate(paths)
        #expect(verdicts.filter(\.valid).count == 34)
    }

    @Test(
        "hand-written violations are rejected by the expected keyword",
        .enabled(if: toolsAvailable, "python3 with jsonschema and PyYAML is not installed"))
    func inlineViolations() throws {
        // One small graph a code, so the schema is pinned even before fixtures exist.
        let base = "navgraph: 1\nname: Shop\nroot: home\n"
        let cases: [(code: String, text: String)] = [
            ("unknown-key", base + "routes:\n  home:\n    path: /\n    pth: /x\n"),
            ("wrong-type", base + "routes:\n  home:\n    path: /\n    external: yes\n"),
            ("missing-key", base + "routes:\n  home:\n    screen: Home\n"),
            ("invalid-identifier", base + "routes:\n  Home:\n    path: /\n"),
            ("invalid-value", base + "routes:\n  home:\n    path: /\n    presentation: sheet\n"),
            ("invalid-duration", base + "lifetimes:\n  short: 5d\nroutes:\n  home:\n    path: /\n"),
            ("invalid-path", base + "routes:\n  home:\n    path: product\n"),
            ("invalid-param-type", base + "routes:\n  home:\n    path: /:id\n    params:\n      id: float\n"),
            ("unsupported-version", "navgraph: 2\nname: Shop\nroot: home\nroutes:\n  home:\n    path: /\n"),
            ("no-routes", base + "routes: {}\n"),
            (
                "required-with-default",
                base
                    + "routes:\n  home:\n    path: /\n    params:\n      q: { type: int, required: true, default: 1 }\n"
            ),
            (
                "duplicate-tab",
                "navgraph: 1\nname: Shop\nroot: main\ncontainers:\n  main: { kind: tabs, tabs: [home, home] }\n"
                    + "routes:\n  home:\n    path: /\n"
            ),
        ]
        let folder = try TemporaryFolder("navgraph-schema")
        defer { withExtendedLifetime(folder) {} }
        let dir = URL(fileURLWithPath: folder.path)
        var paths: [String] = []
        for c in cases {
            let p = dir.appendingPathComponent("\(c.code).yaml").path
            try c.text.write(toFile: p, atomically: true, encoding: .utf8)
            paths.append(p)
        }
        let ok = dir.appendingPathComponent("ok.yaml").path
        try (base + "routes:\n  home:\n    path: /\n    external: true\n").write(
            toFile: ok, atomically: true, encoding: .utf8)
        let verdicts = try Self.validate(paths + [ok])
        for (c, v) in zip(cases, verdicts) {
            #expect(!v.valid, "\(c.code) accepted")
            #expect(!Self.schemaCodes[c.code]!.isDisjoint(with: v.keywords), "\(c.code): \(v.keywords) \(v.messages)")
        }
        #expect(verdicts.last?.valid == true, "\(verdicts.last?.messages ?? [])")
    }

    /// Loads YAML by the YAML 1.2 core schema (PyYAML alone speaks 1.1, where `on:`
    /// is the boolean true and `yes` is a boolean) and validates each file.
    static let validatorScript = #"""
        import json, re, sys
        import yaml, jsonschema

        class Core12Loader(yaml.SafeLoader):
            pass

        Core12Loader.yaml_implicit_resolvers = {}
        def resolver(tag, pattern, first):
            Core12Loader.add_implicit_resolver(tag, re.compile(pattern), list(first))
        resolver('tag:yaml.org,2002:bool', r'^(?:true|True|TRUE|false|False|FALSE)$', 'tTfF')
        resolver('tag:yaml.org,2002:int', r'^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$', '-+0123456789')
        resolver('tag:yaml.org,2002:float', r'^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$', '-+0123456789.')
        resolver('tag:yaml.org,2002:null', r'^(?:~|null|Null|NULL|)$', ['~', 'n', 'N', ''])

        def construct_int(loader, node):
            v = loader.construct_scalar(node)
            if v.startswith('0o'): return int(v[2:], 8)
            if v.startswith('0x'): return int(v[2:], 16)
            return int(v)
        Core12Loader.add_constructor('tag:yaml.org,2002:int', construct_int)

        schema = json.load(open(sys.argv[1]))
        validator = jsonschema.Draft202012Validator(schema)

        def flatten(errors):
            for e in errors:
                yield e
                yield from flatten(e.context)

        for path in sys.argv[2:]:
            try:
                with open(path, encoding='utf-8') as f:
                    doc = yaml.load(f, Loader=Core12Loader)
            except Exception as e:
                print(json.dumps({'path': path, 'loadable': False, 'isRoot': False, 'valid': False, 'keywords': [], 'messages': [str(e)[:160]]}))
                continue
            is_root = isinstance(doc, dict) and 'navgraph' in doc
            errors = list(flatten(validator.iter_errors(doc)))
            keywords = sorted({'false' if e.validator is None else str(e.validator) for e in errors})
            messages = ['/' + '/'.join(map(str, e.absolute_path)) + ': ' + e.message[:160] for e in errors[:6]]
            print(json.dumps({'path': path, 'loadable': True, 'isRoot': is_root, 'valid': not errors, 'keywords': keywords, 'messages': messages}))
        """#
}
