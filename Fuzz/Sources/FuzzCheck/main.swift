import FuzzDriver
import NavGraphFuzz

/// libFuzzer's loop over the whole `check` pipeline, one input at a time.
fuzz { CheckPipelineFuzz.run($0) }
