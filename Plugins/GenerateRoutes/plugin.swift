import PackagePlugin

@main
struct GenerateRoutes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {}
}
