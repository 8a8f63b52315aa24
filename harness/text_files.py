"""Reading a text file a user hands the harness (a board, a scenario, a feature file),
in one place: every command answers a file that is not UTF-8 text the same way.

The project's files are UTF-8 text. A binary file, a file in another encoding (Latin-1,
UTF-16) or one far larger than any board or feature is refused with the file, the line
where it stops being readable and what to do, never with the decoder's exception: a
user who saved a feature from a word processor needs to know which file and how to fix
it, not which codec gave up. Values echoed back are cut short (`short`): a 10 MB name
must not come back in the message.
"""

from __future__ import annotations

import codecs
from pathlib import Path

#: Larger than any board, scenario or feature file (the largest feature is tens of KB);
#: beyond it the file is a mistake, and reading it whole would cost its size in memory.
MAX_BYTES = 2_000_000
#: How much of a value a message quotes.
SHORT = 40
#: Byte-order marks of encodings other than UTF-8, by name.
_OTHER_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32"),
    (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"),
    (codecs.BOM_UTF16_BE, "UTF-16"),
)


class UnreadableFile(ValueError):
    """A file that is not UTF-8 text: `file:line: problem`."""

    def __init__(self, file: str, line: int, problem: str) -> None:
        super().__init__(f"{file}:{line}: {problem}")
        self.file, self.line, self.problem = file, line, problem


def short(value: object, limit: int = SHORT) -> str:
    """A value as a message quotes it: at most `limit` characters, then "…"."""
    text = value if isinstance(value, str) else _text(value)
    return text if len(text) <= limit else text[:limit] + "…"


def _text(value: object) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return "a number too long to show"
    try:
        return str(value)
    except ValueError:  # an int beyond Python's digit limit
        return "a value too long to show"


def read_text_file(path: Path, *, shown: str | None = None, max_bytes: int = MAX_BYTES) -> str:
    """The text of `path`, a UTF-8 file (a UTF-8 byte-order mark is dropped); anything else
    raises UnreadableFile naming `shown` (default: the path) and the line."""
    name = shown if shown is not None else str(path)
    try:
        size = path.stat().st_size
        if not path.is_file():
            raise UnreadableFile(name, 1, "is not a file")
        if size > max_bytes:
            raise UnreadableFile(
                name, 1, f"is {size:,} bytes; a board, scenario or feature file is at most {max_bytes:,}"
            )
        data = path.read_bytes()
    except OSError as error:
        raise UnreadableFile(name, 1, f"cannot be read ({error.strerror or 'no access'})") from None
    return decode_text(data, name)


def decode_text(data: bytes, name: str) -> str:
    """`data` as UTF-8 text, or UnreadableFile naming `name` and the line."""
    for bom, encoding in _OTHER_BOMS:
        if data.startswith(bom):
            raise UnreadableFile(name, 1, f"is {encoding} text: save it as UTF-8")
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    zero = data.find(b"\0", 0, 8192)
    head = data[:64]
    if (
        zero >= 0
        and len(head) >= 8
        and (head[0::2].count(0) == len(head[0::2]) or head[1::2].count(0) == len(head[1::2]))
    ):
        raise UnreadableFile(name, 1, "looks like UTF-16 text (every other byte is zero): save it as UTF-8")
    if zero >= 0:
        raise UnreadableFile(
            name, data.count(b"\n", 0, zero) + 1, "is a binary file (it holds a zero byte), not UTF-8 text"
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        byte = data[error.start]
        raise UnreadableFile(
            name, line, f"is not UTF-8 text (byte 0x{byte:02x} on this line): save it as UTF-8"
        ) from None
