/// Runs every graph check. Each check is a small type of its own in this folder.
public enum Validator {
    public static func validate(_ graph: Graph) -> [Diagnostic] {
        []
    }
}
