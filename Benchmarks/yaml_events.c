/* The floor for `navgraph check`: libyaml's own parse of a file into events
 * (each event is produced and freed, nothing else). Prints the event count. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: yaml_events FILE\n"); return 64; }
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 66; }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc(size > 0 ? size : 1);
    if (fread(buf, 1, size, f) != (size_t)size) { perror("read"); return 66; }
    fclose(f);
    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buf, size);
    long events = 0;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "parse error: %s\n", parser.problem); return 1; }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(buf);
    printf("%ld\n", events);
    return 0;
}
