#include "export/scriptguards.h"

namespace tpu::exporters {

ShellCode terminalTextFunctions()
{
    return "clean() { LC_ALL=C tr '\\000-\\010\\013-\\037\\177' '?' | LC_ALL=C sed "
           "'s/\\xc2[\\x80-\\x9f]/?/g'; }\n"
           "shown() { printf '%s' \"$1\" | head -c 200 | clean | tr '\\n' ' '; }\n";
}

ShellCode gkeVersionFunction()
{
    // Each part bounded (at most 6 and 12 digits) so that the arithmetic cannot overflow; 10#
    // reads a leading zero as decimal.
    return "gke_version_ok() {\n"
           "    local full='^([0-9]{1,6})\\.([0-9]{1,6})\\.([0-9]{1,6})-gke\\.([0-9]{1,12})$'\n"
           "    local "
           "prefix='^([0-9]{1,6})\\.([0-9]{1,6})(\\.([0-9]{1,6})(-gke\\.([0-9]{1,12}))?)?$'\n"
           "    local have want i\n"
           "    [[ $1 =~ $full ]] || return 2\n"
           "    have=(\"${BASH_REMATCH[1]}\" \"${BASH_REMATCH[2]}\" \"${BASH_REMATCH[3]}\" "
           "\"${BASH_REMATCH[4]}\")\n"
           "    [[ $2 =~ $prefix ]] || return 2\n"
           "    want=(\"${BASH_REMATCH[1]}\" \"${BASH_REMATCH[2]}\" \"${BASH_REMATCH[4]:-0}\" "
           "\"${BASH_REMATCH[6]:-0}\")\n"
           "    for i in 0 1 2 3; do\n"
           "        if ((10#${have[i]} != 10#${want[i]})); then\n"
           "            ((10#${have[i]} > 10#${want[i]})) && return 0\n"
           "            return 1\n"
           "        fi\n"
           "    done\n"
           "    return 0\n"
           "}\n";
}

} // namespace tpu::exporters
