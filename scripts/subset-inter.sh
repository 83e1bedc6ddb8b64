#!/bin/sh
# Cuts the app's own Latin Inter face (src/styles/inter.css) from @fontsource-variable/inter: the
# weights the app's stylesheets use (400 to 800) and the features they show, without hinting. It is
# 29 KB where the whole face is 48 KB, on every page a designer or visitor opens first.
# Run it after upgrading @fontsource-variable/inter and commit its output. It needs fontTools with
# Brotli: `apt-get install python3-fonttools python3-brotli` or `pip install fonttools brotli`.
set -eu
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=src/styles/fonts/inter-latin-400-800-normal.woff2
# The Latin range of the fontsource face, so the two cover the same characters.
unicodes=$(sed -n '/inter-latin-wght-normal \*\//,/}/s/.*unicode-range: *\([^;]*\);.*/\1/p' \
  node_modules/@fontsource-variable/inter/index.css)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$python" -m fontTools.varLib.instancer "$source" wght=400:800 -o "$scratch/inter.ttf" -q
# Kerning, marks, localised and contextual forms and tabular figures; not fractions or other figures.
"$python" -m fontTools.subset "$scratch/inter.ttf" --unicodes="$unicodes" \
  --layout-features=kern,mark,mkmk,ccmp,locl,calt,tnum --no-hinting --flavor=woff2 \
  --output-file="$out"
echo "$out: $(wc -c < "$out") bytes"
