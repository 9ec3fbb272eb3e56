import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// The words the plain-line resolver reads, each as its bytes packed into a
/// machine word (first byte lowest): a line's word is compared with one
/// integer compare, not a String's. `PlainLineResolverTests` checks every value
/// against its word.
enum ScriptKeyword {
    static let back: UInt64 = 0x6B63_6162
    static let `open`: UInt64 = 0x6E65_706F
    static let expect: UInt64 = 0x7463_6570_7865
    static let wait: UInt64 = 0x7469_6177
    static let dismiss: UInt64 = 0x73_7369_6D73_6964
    static let finish: UInt64 = 0x6873_696E_6966
    static let login: UInt64 = 0x6E_6967_6F6C
    static let tab: UInt64 = 0x626174
    static let deeplink: UInt64 = 0x6B6E_696C_7065_6564
    static let logout: UInt64 = 0x7475_6F67_6F6C
    static let cancel: UInt64 = 0x6C65_636E_6163
    static let restart: UInt64 = 0x74_7261_7473_6572
    static let launch: UInt64 = 0x6863_6E75_616C
    static let scene: UInt64 = 0x65_6E65_6373
    static let top: UInt64 = 0x706F74
    static let stack: UInt64 = 0x6B_6361_7473
    static let ok: UInt64 = 0x6B6F
    static let no: UInt64 = 0x6F6E
    static let pending: UInt64 = 0x67_6E69_646E_6570
    static let modal: UInt64 = 0x6C_6164_6F6D
    static let auth: UInt64 = 0x6874_7561
    static let screens: UInt64 = 0x73_6E65_6572_6373
    static let failed: UInt64 = 0x6465_6C69_6166
    static let with: UInt64 = 0x6874_6977
    static let scenario: UInt64 = 0x6F69_7261_6E65_6373

    static let all: [(word: String, value: UInt64)] = [
        ("back", back),
        ("open", `open`),
        ("expect", expect),
        ("wait", wait),
        ("dismiss", dismiss),
        ("finish", finish),
        ("login", login),
        ("tab", tab),
        ("deeplink", deeplink),
        ("logout", logout),
        ("cancel", cancel),
        ("restart", restart),
        ("launch", launch),
        ("scene", scene),
        ("top", top),
        ("stack", stack),
        ("ok", ok),
        ("no", no),
        ("pending", pending),
        ("modal", modal),
        ("auth", auth),
        ("screens", screens),
        ("failed", failed),
        ("with", with),
        ("scenario", scenario),
    ]

    /// The bytes of a word of at most 8 bytes packed as above; 0 for a longer word.
    @inline(__always) static func pack(_ word: ByteView) -> UInt64 {
        guard word.count <= 8 else { return 0 }
        var v: UInt64 = 0
        for k in word.indices.reversed() { v = v << 8 | UInt64(word[k]) }
        return v
    }
}
