// The route table is generated from Graph/navgraph.yaml (written by Benchmarks/runtime.sh).
