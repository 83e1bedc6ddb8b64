"""Cuts a template's fonts to what its pages use: the faces its fonts/fonts.json names, each at the
weights it sets (a variable font's axes limited or pinned), without hinting, in the Latin and Latin
Extended ranges fontsource serves them in. Writes the woff2 files and fonts/fonts.css beside the
manifest, with a metric-matched stand-in per family ('<family> Fallback': a system face sized and
spaced like the font), so the page does not shift when the font arrives, and one sized like its
capitals ('<family> Caps Fallback', for text set in capitals: their widths scale apart). Run it after changing a manifest or upgrading a font package, and commit its output:

    python3 scripts/template-kit/subset-fonts.py templates/echelon [templates/lumen ...]

It needs fontTools with Brotli (`apt-get install python3-fonttools python3-brotli`).
"""

import json
import os
import subprocess
import sys
import tempfile

from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODULES = os.path.join(ROOT, "node_modules")

# fontsource's (Google Fonts') ranges: the Latin face loads on every page, Latin Extended only for
# the names and words that need it.
RANGES = {
    "latin": "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,"
    "U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    "latin-ext": "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,"
    "U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,"
    "U+2C60-2C7F,U+A720-A7FF",
}
# Kerning, marks, ligatures, localised and contextual forms, tabular figures: what text needs.
FEATURES = "kern,liga,calt,ccmp,locl,mark,mkmk,tnum"

# Metric-compatible system faces (Liberation, on Linux, has Arial's, Times New Roman's and Courier's).
FALLBACKS = {
    "sans": (["Arial", "Liberation Sans", "Helvetica Neue"], "LiberationSans-Regular.ttf"),
    "serif": (["Times New Roman", "Liberation Serif", "Times"], "LiberationSerif-Regular.ttf"),
    "mono": (["Courier New", "Liberation Mono", "Courier"], "LiberationMono-Regular.ttf"),
}
LIBERATION = "/usr/share/fonts/truetype/liberation"
# Weighted like English text, so the stand-in's lines break where the font's will.
SAMPLE = "eeeeettttaaaoooiiinnnsssshhrrddlluu cmfwypvbgkjqxz ETAOINSHRDLU"
CAPS_SAMPLE = "EEEEETTTTAAAOOOIIINNNSSSSHHRRDDLLUU CMFWYPVBGKJQXZ"


def run(*args):
    subprocess.run([sys.executable, "-m", *args], check=True)


def cut(source, axes, unicodes, out):
    with tempfile.TemporaryDirectory() as scratch:
        font = source
        if axes:
            font = os.path.join(scratch, "instance.ttf")
            run("fontTools.varLib.instancer", source, *axes.split(), "-o", font, "-q")
        run(
            "fontTools.subset", font, f"--unicodes={unicodes}", f"--layout-features={FEATURES}",
            "--no-hinting", "--desubroutinize", "--flavor=woff2", f"--output-file={out}",
        )


def average_width(font, sample):
    advances = font["hmtx"].metrics
    cmap = font.getBestCmap()
    widths = [advances[cmap[ord(c)]][0] for c in sample if ord(c) in cmap]
    return sum(widths) / len(widths) / font["head"].unitsPerEm


def fallback_face(family, kind, font_file, sample=SAMPLE, suffix="Fallback"):
    names, stand_in = FALLBACKS[kind]
    font = TTFont(font_file)
    system = TTFont(os.path.join(LIBERATION, stand_in))
    scale = average_width(font, sample) / average_width(system, sample)
    em, hhea = font["head"].unitsPerEm, font["hhea"]
    percent = lambda value: f"{value / em / scale * 100:.2f}%"
    return "\n".join([
        "@font-face {",
        f"  font-family: '{family} {suffix}';",
        "  src: " + ", ".join(f"local('{name}')" for name in names) + ";",
        f"  size-adjust: {scale * 100:.2f}%;",
        f"  ascent-override: {percent(hhea.ascent)};",
        f"  descent-override: {percent(-hhea.descent)};",
        f"  line-gap-override: {percent(hhea.lineGap)};",
        "}",
    ])


def subset(folder):
    manifest_file = os.path.join(folder, "fonts", "fonts.json")
    with open(manifest_file) as handle:
        manifest = json.load(handle)
    out_dir = os.path.dirname(manifest_file)
    fallbacks = {}
    blocks = [
        "/* Written by scripts/template-kit/subset-fonts.py from fonts.json: edit that, then run it. */"
    ]
    for face in manifest["faces"]:
        family, style, weight = face["family"], face["style"], str(face["weight"])
        for range_name in ("latin-ext", "latin"):
            source = os.path.join(MODULES, face["source"].replace("{range}", range_name))
            name = f"{face['name']}-{range_name}-{weight.replace(' ', '-')}-{style}.woff2"
            out = os.path.join(out_dir, name)
            cut(source, face.get("axes", ""), RANGES[range_name], out)
            print(f"{os.path.relpath(out, ROOT)}: {os.path.getsize(out)} bytes")
            blocks.append("\n".join([
                "@font-face {",
                f"  font-family: '{family}';",
                f"  font-style: {style};",
                "  font-display: swap;",
                f"  font-weight: {weight};",
                f"  src: url('./{name}') format('woff2');",
                f"  unicode-range: {RANGES[range_name].replace(',', ', ')};",
                "}",
            ]))
            if range_name == "latin" and style == "normal" and family not in fallbacks:
                fallbacks[family] = fallback_face(family, face["fallback"], out) + "\n\n" + \
                    fallback_face(family, face["fallback"], out, CAPS_SAMPLE, "Caps Fallback")
    blocks.extend(fallbacks.values())
    sheet = os.path.join(out_dir, "fonts.css")
    with open(sheet, "w") as handle:
        handle.write("\n\n".join(blocks) + "\n")
    # Laid out as the repository's format check expects.
    subprocess.run([os.path.join(MODULES, ".bin", "prettier"), "--write", "--log-level=warn", sheet], check=True)


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        subset(os.path.abspath(argument))
