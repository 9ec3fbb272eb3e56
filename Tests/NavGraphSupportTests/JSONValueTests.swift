import NavGraphSupport
import Testing

@Suite("JSONValue: the one JSON value")
struct JSONValueTests {
    @Test("strings escape quotes, backslashes and control characters")
    func escaping() {
        let v = JSONValue.string("a\"b\\c\nd\u{1}")
        #expect(v.serialized() == #""a\"b\\c\nd\u0001""#)
    }

    @Test("objects keep their fields' order, compact or pretty; raw text goes in as it is")
    func layout() {
        var object: JSONValue.Object = [("z", .int(1)), ("m", .null)]
        object["a"] = .array([.bool(true), .double(2.5), .raw(Array("{}".utf8))])
        let value = JSONValue.object(object)
        #expect(value.serialized() == #"{"z":1,"m":null,"a":[true,2.5,{}]}"#)
        #expect(
            value.serialized(pretty: true)
                == "{\n  \"z\": 1,\n  \"m\": null,\n  \"a\": [\n    true,\n    2.5,\n    {}\n  ]\n}")
        #expect(value.bytes() == Array(value.serialized().utf8))
        #expect(value["m"]?.isNull == true && value["z"]?.int == 1 && value["q"] == nil)
    }
}
