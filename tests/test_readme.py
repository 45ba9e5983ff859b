"""The README comes in English (README.md) and Italian (README.it.md): each links to the other at
the top, the Italian one gives every shell command of the English one, and no relative link in
either points at a file that is not in the repository."""

import re
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parents[1]
EN = ROOT / "README.md"
IT = ROOT / "README.it.md"
READMES = [EN, IT]

FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```[ \t]*$", re.S | re.M)
INLINE_LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_LINK = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?", re.M)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _bash_commands(text: str) -> list[str]:
    """The commands of every ```bash (or ```sh / ```shell) block, without their trailing comments."""
    commands = []
    for lang, body in FENCE.findall(text):
        if lang.strip().lower() not in {"bash", "sh", "shell", "console"}:
            continue
        for line in body.splitlines():
            command = re.sub(r"(^|\s+)#.*$", "", line).strip()
            if command:
                commands.append(command)
    return commands


def _link_targets(text: str) -> list[str]:
    """Every link target outside code (inline links, images and reference definitions)."""
    prose = FENCE.sub("", text)
    prose = re.sub(r"`[^`\n]*`", "", prose)
    return INLINE_LINK.findall(prose) + REFERENCE_LINK.findall(prose)


def _relative(target: str) -> str | None:
    """The repository path a relative link points at, or None for a URL or an in-page anchor."""
    if SCHEME.match(target) or target.startswith(("#", "//")):
        return None
    path = unquote(re.split(r"[?#]", target, maxsplit=1)[0])
    return path or None


def _first_line(text: str) -> str:
    return next(line for line in text.splitlines() if line.strip())


def test_the_italian_readme_exists():
    assert IT.is_file(), "README.it.md, the Italian edition of README.md, is missing"


@pytest.mark.parametrize(
    ("readme", "other"), [(EN, "README.it.md"), (IT, "README.md")], ids=["en->it", "it->en"]
)
def test_each_readme_links_to_the_other_at_the_top(readme, other):
    first = _first_line(_text(readme))
    assert other in [_relative(t) for t in _link_targets(first)], (
        f"the first line of {readme.name} should link to {other}, found: {first!r}"
    )


def test_every_command_of_the_english_readme_is_in_the_italian_one():
    english = _bash_commands(_text(EN))
    assert "make app" in english and "make lab" in english  # the parser still finds the blocks
    italian = set(_bash_commands(_text(IT)))
    missing = [command for command in english if command not in italian]
    assert not missing, f"commands of README.md missing from a bash block of README.it.md: {missing}"


@pytest.mark.parametrize("readme", READMES, ids=lambda p: p.name)
def test_every_relative_link_points_into_the_repository(readme):
    targets = [path for t in _link_targets(_text(readme)) if (path := _relative(t))]
    assert targets, f"no relative link found in {readme.name}"
    broken = []
    for path in targets:
        resolved = (readme.parent / path).resolve()
        if not resolved.is_relative_to(ROOT) or not resolved.exists():
            broken.append(path)
    assert not broken, f"{readme.name} links to paths that do not exist: {broken}"


def test_the_link_parser_sees_what_markdown_sees():
    text = (
        "[a](docs/RULES.md) [![b](img.svg)](https://example.org) [c](#top) [d](x.md#part)\n"
        "`[not](a-link.md)`\n```bash\n[nor](this.md)\n```\n[ref]: notes/more.md\n"
    )
    assert [p for t in _link_targets(text) if (p := _relative(t))] == [
        "docs/RULES.md",
        "img.svg",
        "x.md",
        "notes/more.md",
    ]
    assert _bash_commands("```bash\nmake app   # serve\n# only a comment\nmake lab\n```\n") == [
        "make app",
        "make lab",
    ]


NUMBERS = {"en": ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
           "it": ["nessun", "un", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"]}


@pytest.mark.parametrize("readme, lang, noun", [(EN, "en", "games"), (IT, "it", "giochi")])
def test_every_count_of_games_in_a_readme_is_the_registrys(readme, lang, noun):
    from kit.games import REGISTRY

    # (3-5-8's "sei giochi da dichiarare" are its contracts, not games of the kit)
    said = re.findall(rf"\b({'|'.join(NUMBERS[lang])})\s+{noun}\b(?!\s+da\b)", readme.read_text(encoding="utf-8"),
                      re.IGNORECASE)
    assert said and all(NUMBERS[lang].index(word.lower()) == len(REGISTRY) for word in said), said


@pytest.mark.parametrize("readme", READMES, ids=lambda p: p.name)
def test_each_readme_says_the_rosters_format_and_its_example_is_read(readme, tmp_path):
    """`make sheets` takes a class list: the README says its columns, encodings and separators,
    and the example it shows is a roster the tool reads."""
    from kit.tools.sheets import read_roster

    text = _text(readme)
    section = text[text.index("make sheets CLASS="):]
    section = section[:section.index("\n## ")] if "\n## " in section else section
    for needed in ("`Cognome` + `Nome`", "`surname`", "`matricola`", "UTF-8", "UTF-16", "Windows-1252", "`;`",
                   "`,`", '`"Rossi,', "SHEET=6", "teacher_key.csv", "BOM", "`'`"):
        assert needed in section, f"{readme.name}: the make sheets section does not say {needed}"
    example = next(body for lang, body in FENCE.findall(section) if body.startswith("Cognome;Nome"))
    roster = tmp_path / "classe.csv"
    roster.write_bytes(example.encode("cp1252"))
    assert [(s.name, s.id) for s in read_roster(roster)] == [("Rossi Mario", "1001"), ("D'Amico Nicolò", "1002")]


@pytest.mark.parametrize(("readme", "heading"), [(EN, "## Your own problems"), (IT, "## I tuoi problemi")],
                         ids=["en", "it"])
def test_the_own_problems_examples_run_and_give_what_their_comments_say(readme, heading):
    """The README's three examples of a teacher's own problems (issue 34) run as written, and each
    line whose comment shows an exact value gives that value."""
    from fractions import Fraction

    section = readme.read_text(encoding="utf-8").split(heading, 1)[1]
    block = section.split("```python\n", 1)[1].split("```", 1)[0]
    scope: dict = {}
    checked = 0
    for line in block.splitlines():
        code, _, comment = line.partition("  # ")
        if not code.strip() or code.lstrip().startswith("#"):
            continue
        if comment.startswith(("Fraction", "(Fraction")):
            assert eval(code, scope) == eval(comment, {"Fraction": Fraction}), line
            checked += 1
        else:
            exec(code, scope)
    assert checked == 3
