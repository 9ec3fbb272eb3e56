// The baseline of the code-size figures: an executable that prints a line.
print(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/product/42")
