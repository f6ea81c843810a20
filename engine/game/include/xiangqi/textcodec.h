// Text encodings of record files: UTF-8 (with or without BOM), UTF-16 with BOM, GB18030/GBK and Big5, detected
// and decoded to UTF-8 without any library, from tables generated from the published mappings.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace xq {

enum class TextEncoding { Utf8, Utf8Bom, Utf16LE, Utf16BE, Gb18030, Big5 };

std::string_view encodingName(TextEncoding e);  // "UTF-8", "UTF-8 with BOM", "UTF-16LE", …, "GB18030", "Big5"

struct DecodedText {
    std::string utf8;
    TextEncoding encoding = TextEncoding::Utf8;
    std::size_t invalidSequences = 0;  // undecodable sequences, each replaced by U+FFFD
};

// Detects the encoding (a BOM; else valid UTF-8; else whichever of GB18030 and Big5 decodes with fewer errors
// and more common Chinese characters) and decodes to UTF-8 without a BOM.
DecodedText decodeText(std::string_view bytes);
// Decodes bytes known to be in encoding e.
DecodedText decodeAs(std::string_view bytes, TextEncoding e);
bool isValidUtf8(std::string_view bytes);

// UTF-8 to GB18030 (the two-byte GBK part and four-byte sequences), for writers of GBK formats (XQF).
// Characters with no mapping become '?'.
std::string encodeGb18030(std::string_view utf8);
// Appends one code point as UTF-8 (above U+10FFFF: U+FFFD, the replacement character).
void appendUtf8(std::string& out, char32_t cp);

}  // namespace xq
