#!/usr/bin/env python3
"""Counts the key × language × category verdicts that differ between two results files.

    scripts/compare-verdicts.py OLD.json NEW.json [--examples N]

Both files are `textfit check --format json` outputs (schema 2). A cell's verdict is "pass" when
its record shows no finding, else "fail"; the kinds are read from the record as the findings are
detected from it: `render-failure` (an iOS model's record, `model`, that does not fit) or
`truncation` (a label model's), `vertical-clip`, `missing-glyph`, `corner-clip`, `over-max-width`,
`expansion`. Cells are matched by key, language, variant and category; cells in only one file
(titles or languages added or removed) are counted apart. Prints the counts, the changes by
direction and category, and up to N examples of each direction with the texts and the sizes.
"""
import collections
import json
import sys


def load(path):
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    cells = {}
    for record in document["results"]:
        key = (record["key"], record["language"], record.get("variant") or "", record["category"])
        kinds = []
        if not record["fits"]:
            kinds.append("render-failure" if record.get("model") else "truncation")
        if record.get("verticalClip", 0) > 0:
            kinds.append("vertical-clip")
        if record.get("missingGlyphs"):
            kinds.append("missing-glyph")
        if record.get("cornerClip"):
            kinds.append("corner-clip")
        if record.get("overMaxWidth", 0) > 0:
            kinds.append("over-max-width")
        if "budget" in record and record["textWidth"] > record["budget"] + 1e-9:
            kinds.append("expansion")
        cells[key] = (kinds, record)
    spec = document.get("buttonSpec", {})
    lint = sorted({(f["kind"], f.get("variant") or "", bool(f.get("advisory"))) for f in document.get("lint", [])})
    return cells, spec, lint


def describe(record):
    needed, frame = record["minFrame"], record["frame"]
    text = f'{record["text"]!r} at {record["pointSize"]:g} pt: needs {needed["width"]:.1f} × {needed["height"]:.1f}, frame {frame["width"]:.1f} × {frame["height"]:.1f}'
    if record.get("truncatedText"):
        text += f', shows {record["truncatedText"]!r}'
    return text


def main(arguments):
    examples = 5
    if "--examples" in arguments:
        at = arguments.index("--examples")
        examples = int(arguments[at + 1])
        del arguments[at:at + 2]
    if len(arguments) != 2:
        sys.exit(__doc__.strip().split("\n\n")[1])
    (old, old_spec, old_lint), (new, new_spec, new_lint) = load(arguments[0]), load(arguments[1])
    print(f'old: model {old_spec.get("model", "label")}, {len(old)} cells; new: model {new_spec.get("model", "label")}, {len(new)} cells')
    shared = old.keys() & new.keys()
    print(f"compared: {len(shared)} key × language × variant × category cells; only in old: {len(old.keys() - new.keys())}; only in new: {len(new.keys() - old.keys())}")
    directions = collections.defaultdict(list)
    for cell in sorted(shared, key=lambda c: (c[0], c[1], c[2])):
        (old_kinds, old_record), (new_kinds, new_record) = old[cell], new[cell]
        before, after = ("fail" if old_kinds else "pass"), ("fail" if new_kinds else "pass")
        if before != after:
            directions[f"{before} → {after}"].append(cell)
        elif old_kinds != new_kinds:
            directions["fail → fail, other kinds"].append(cell)
    changed = sum(len(cells) for name, cells in directions.items() if name != "fail → fail, other kinds")
    print(f"verdicts changed: {changed} of {len(shared)}")
    for name in ["pass → fail", "fail → pass", "fail → fail, other kinds"]:
        cells = directions.get(name, [])
        by_category = collections.Counter(cell[3] for cell in cells)
        by_kinds = collections.Counter((", ".join(old[c][0]) or "none", ", ".join(new[c][0]) or "none") for c in cells)
        print(f"\n{name}: {len(cells)}")
        if not cells:
            continue
        print("  by category: " + ", ".join(f"{category} {count}" for category, count in sorted(by_category.items())))
        print("  by kinds (old → new): " + "; ".join(f"{a} → {b}: {n}" for (a, b), n in by_kinds.most_common()))
        for cell in cells[:examples]:
            key, language, variant, category = cell
            name_text = f"{key} [{language}{', ' + variant if variant else ''}, {category}]"
            print(f"  {name_text}\n    old: {describe(old[cell][1])}\n    new: {describe(new[cell][1])}")
    if old_lint != new_lint:
        print(f"\nlint: old {old_lint}\n      new {new_lint}")


if __name__ == "__main__":
    main(sys.argv[1:])
