import ShopPlainTable

// The baseline plus the shop graph's Foundation-only route table: a path read into a typed route.
let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/product/42"
print(ShopRoute(path: path).map { "\($0)" } ?? "no route")
