// The route table of this target is generated from navgraph.yaml by NavGraphPlugin at
// build time. SwiftPM needs one Swift source file in a target: this is it.
