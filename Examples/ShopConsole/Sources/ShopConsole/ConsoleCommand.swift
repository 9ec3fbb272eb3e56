/// A line typed at the console, read into a navigator command.
enum ConsoleCommand: Equatable {
    /// `open product(id: 42, ref: "mail")`: a route by its id, values by parameter name.
    case open(route: String, values: [String: String])
    /// `path /product/42?ref=mail`: an in-app path.
    case path(String)
    /// A pasted URL (`shop://product/42`): a deep link.
    case url(String)
    case tab(String)
    case back
    case dismiss
    /// `finish` or `finish VALUE`: the top screen leaves with a result.
    case finish(String?)
    case login(String)
    case cancel
    case logout
    /// What the user did: a swipe back, a sheet pulled down.
    case swipeBack
    case pullDown
    /// Keeps the restorable state (through JSON); `restart` launches anew from it.
    case save
    case restart
    case help
    case quit

    /// Why a line is not a command.
    struct Problem: Error, Equatable {
        var message: String
    }

    /// The command of `line`; nil for a blank line or a `#` comment.
    static func read(_ line: Substring) throws(Problem) -> ConsoleCommand? {
        let text = line.trimmingSpaces
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        if text.contains("://") { return .url(String(text)) }
        let word = text.prefix { $0 != " " && $0 != "(" }
        let rest = text.dropFirst(word.count).trimmingSpaces
        func argument(_ name: String) throws(Problem) -> String {
            guard !rest.isEmpty else { throw Problem(message: "'\(word)' needs \(name)") }
            return String(rest)
        }
        func alone(_ command: ConsoleCommand) throws(Problem) -> ConsoleCommand {
            guard rest.isEmpty else { throw Problem(message: "'\(word)' takes nothing after it") }
            return command
        }
        switch word {
        case "open": return try readOpen(rest)
        case "path": return .path(try argument("a path such as /product/42"))
        case "tab": return .tab(try argument("a tab's route"))
        case "login": return .login(try argument("a realm"))
        case "finish": return .finish(rest.isEmpty ? nil : String(rest))
        case "back": return try alone(.back)
        case "dismiss": return try alone(.dismiss)
        case "cancel": return try alone(.cancel)
        case "logout": return try alone(.logout)
        case "swipe": return try alone(.swipeBack)
        case "pull": return try alone(.pullDown)
        case "save": return try alone(.save)
        case "restart": return try alone(.restart)
        case "help": return try alone(.help)
        case "quit", "exit": return try alone(.quit)
        default: throw Problem(message: "unknown command '\(word)' (try 'help')")
        }
    }

    /// `product` or `product(id: 42, ref: "mail")`: values are numbers,
    /// words or quoted strings (`\"` and `\\` inside), each `label: value`.
    private static func readOpen(_ text: Substring) throws(Problem) -> ConsoleCommand {
        let route = text.prefix { $0 != "(" && $0 != " " }
        guard !route.isEmpty else { throw Problem(message: "'open' needs a route, such as product(id: 42)") }
        var rest = text.dropFirst(route.count).trimmingSpaces
        var values: [String: String] = [:]
        guard !rest.isEmpty else { return .open(route: String(route), values: values) }
        guard rest.first == "(", rest.last == ")" else {
            throw Problem(message: "expected '(' after '\(route)', as in \(route)(id: 42)")
        }
        rest = rest.dropFirst().dropLast()
        while !rest.trimmingSpaces.isEmpty {
            rest = rest.trimmingSpaces
            let label = rest.prefix { $0 != ":" }
            guard label.count < rest.count, !label.trimmingSpaces.isEmpty else {
                throw Problem(message: "expected 'label: value' in '\(text)'")
            }
            rest = rest.dropFirst(label.count + 1).trimmingSpaces
            let value: String
            if rest.first == "\"" {
                var out = ""
                var i = rest.index(after: rest.startIndex)
                var closed = false
                while i < rest.endIndex {
                    let c = rest[i]
                    i = rest.index(after: i)
                    if c == "\"" {
                        closed = true
                        break
                    }
                    if c == "\\", i < rest.endIndex {
                        out.append(rest[i])
                        i = rest.index(after: i)
                    } else {
                        out.append(c)
                    }
                }
                guard closed else { throw Problem(message: "a string is not closed in '\(text)'") }
                value = out
                rest = rest[i...]
            } else {
                let word = rest.prefix { $0 != "," }
                value = String(word.trimmingSpaces)
                rest = rest.dropFirst(word.count)
            }
            let name = String(label.trimmingSpaces)
            guard values.updateValue(value, forKey: name) == nil else {
                throw Problem(message: "'\(name)' is given twice")
            }
            rest = rest.trimmingSpaces
            if rest.first == "," {
                rest = rest.dropFirst()
            } else if !rest.isEmpty {
                throw Problem(message: "expected ',' or ')' after the value of '\(name)'")
            }
        }
        return .open(route: String(route), values: values)
    }

    static let usage = """
        commands:
          open ROUTE(label: value, ...)   a route by its id, e.g. open product(id: 42, ref: "mail")
          path /product/42                an in-app path
          shop://product/42               a pasted URL: a deep link
          tab ROUTE                       select a tab, e.g. tab search
          back | dismiss                  pop the top screen | close the top modal
          finish [VALUE]                  the top screen leaves with a result
          login REALM | cancel | logout   the user signs in | gives up the login | signs out
          swipe | pull                    the user swipes back | pulls a sheet down
          save | restart                  keep the restorable state | relaunch from it
          help | quit
        """
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s = s.dropLast() }
        return s
    }
}
