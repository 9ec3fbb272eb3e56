import FuzzDriver
import NavGraphFuzz

/// libFuzzer's loop over the read of a file in pieces against its read whole, one input at a time.
fuzz { PiecesFuzz.run($0) }
