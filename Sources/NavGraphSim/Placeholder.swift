// The navigation script language and the simulator.
import NavGraphCore
