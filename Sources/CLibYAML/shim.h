#ifndef NAVGRAPH_CLIBYAML_SHIM_H
#define NAVGRAPH_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
