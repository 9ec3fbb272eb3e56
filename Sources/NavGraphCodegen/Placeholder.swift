// The Swift code generator: graph -> structured Swift representation -> text.
import NavGraphCore
