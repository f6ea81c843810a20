// Decoding record files: BOMs, UTF-8 validation, GB18030 and Big5 through generated tables.
#include "xiangqi/textcodec.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <mutex>
#include <unordered_map>

#include "codec_tables.inc"

namespace xq {

namespace {

constexpr char32_t Replacement = 0xFFFD;

// A double-byte character of GB18030 or Big5 at *i: its code point cp (0: the pair is not a character) and the index
// of its trail byte (< 0: the lead byte has no valid trail). A character advances *i by two; a bad pair is one
// replacement character, and skips the lead byte alone when the trail is not a trail byte.
void appendTwoByte(DecodedText& d, char32_t cp, int trailIndex, std::size_t* i) {
    if (cp) {
        appendUtf8(d.utf8, cp);
        *i += 2;
        return;
    }
    appendUtf8(d.utf8, Replacement);
    ++d.invalidSequences;
    *i += trailIndex < 0 ? 1 : 2;
}

// Length of the valid UTF-8 sequence at i, or 0.
std::size_t utf8SequenceLength(std::string_view s, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    if (c < 0x80) return 1;
    std::size_t n;
    char32_t cp;
    if (c >= 0xC2 && c <= 0xDF) n = 2, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF) n = 3, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4) n = 4, cp = c & 0x07;
    else return 0;
    if (i + n > s.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        if ((b(i + k) & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (b(i + k) & 0x3F);
    }
    if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    return n;
}

DecodedText decodeUtf8(std::string_view s, TextEncoding e) {
    DecodedText d;
    d.encoding = e;
    d.utf8.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = utf8SequenceLength(s, i);
        if (n == 0) {
            appendUtf8(d.utf8, Replacement);
            ++d.invalidSequences;
            ++i;
        } else {
            d.utf8.append(s.substr(i, n));
            i += n;
        }
    }
    return d;
}

DecodedText decodeUtf16(std::string_view s, bool little) {
    DecodedText d;
    d.encoding = little ? TextEncoding::Utf16LE : TextEncoding::Utf16BE;
    auto unit = [&](std::size_t i) {
        const auto a = static_cast<unsigned char>(s[i]), b = static_cast<unsigned char>(s[i + 1]);
        return char32_t(little ? (a | (b << 8)) : ((a << 8) | b));
    };
    std::size_t i = 0;
    for (; i + 1 < s.size(); i += 2) {
        char32_t u = unit(i);
        if (u >= 0xD800 && u <= 0xDBFF && i + 3 < s.size()) {
            const char32_t v = unit(i + 2);
            if (v >= 0xDC00 && v <= 0xDFFF) {
                appendUtf8(d.utf8, 0x10000 + ((u - 0xD800) << 10) + (v - 0xDC00));
                i += 2;
                continue;
            }
        }
        if (u >= 0xD800 && u <= 0xDFFF) {
            u = Replacement;
            ++d.invalidSequences;
        }
        appendUtf8(d.utf8, u);
    }
    if (i < s.size()) {
        appendUtf8(d.utf8, Replacement);
        ++d.invalidSequences;
    }
    return d;
}

int gbTrailIndex(unsigned char t) {
    if (t >= 0x40 && t <= 0x7E) return t - 0x40;
    if (t >= 0x80 && t <= 0xFE) return t - 0x41;
    return -1;
}

int big5TrailIndex(unsigned char t) {
    if (t >= 0x40 && t <= 0x7E) return t - 0x40;
    if (t >= 0xA1 && t <= 0xFE) return t - 0xA1 + 63;
    return -1;
}

// GB18030 four-byte linear index (BMP part) to a code point, 0 if unmapped.
char32_t gbFourByteToCodePoint(std::uint32_t linear) {
    using codec_tables::gbFourByteRanges;
    const auto* end = std::end(gbFourByteRanges);
    const auto* it = std::upper_bound(std::begin(gbFourByteRanges), end, linear,
                                      [](std::uint32_t v, const std::uint32_t(&r)[2]) { return v < r[0]; });
    if (it == std::begin(gbFourByteRanges)) return 0;
    --it;
    const std::uint32_t offset = linear - (*it)[0];
    const std::uint32_t runEnd = (it + 1 == end) ? 39420 : (*(it + 1))[0];
    if (linear >= runEnd) return 0;
    return char32_t((*it)[1] + offset);
}

DecodedText decodeGb18030(std::string_view s) {
    DecodedText d;
    d.encoding = TextEncoding::Gb18030;
    d.utf8.reserve(s.size() * 3 / 2);
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = b(i);
        if (c < 0x80) {
            d.utf8 += char(c);
            ++i;
            continue;
        }
        if (c == 0x80 || c == 0xFF || i + 1 >= s.size()) {
            if (c == 0x80) appendUtf8(d.utf8, 0x20AC);  // the euro sign of code page 936
            else appendUtf8(d.utf8, Replacement), ++d.invalidSequences;
            ++i;
            continue;
        }
        const unsigned char t = b(i + 1);
        if (t >= 0x30 && t <= 0x39) {  // four bytes
            if (i + 3 < s.size() && b(i + 2) >= 0x81 && b(i + 2) <= 0xFE && b(i + 3) >= 0x30 && b(i + 3) <= 0x39) {
                const std::uint32_t linear =
                    (((c - 0x81) * 10 + (t - 0x30)) * 126 + (b(i + 2) - 0x81)) * 10 + (b(i + 3) - 0x30);
                char32_t cp = 0;
                if (c <= 0x84) cp = gbFourByteToCodePoint(linear);
                else if (c >= 0x90 && c <= 0xE3) {
                    const std::uint32_t supplementary = linear - 189000;  // 0x90308130 → U+10000
                    if (supplementary < 0x100000) cp = 0x10000 + supplementary;
                }
                if (cp) appendUtf8(d.utf8, cp);
                else appendUtf8(d.utf8, Replacement), ++d.invalidSequences;
                i += 4;
                continue;
            }
            appendUtf8(d.utf8, Replacement);
            ++d.invalidSequences;
            ++i;
            continue;
        }
        const int ti = gbTrailIndex(t);
        appendTwoByte(d, ti < 0 ? 0 : codec_tables::gbTwoByte[(c - 0x81) * codec_tables::GbTrailCount + ti], ti, &i);
    }
    return d;
}

DecodedText decodeBig5(std::string_view s) {
    DecodedText d;
    d.encoding = TextEncoding::Big5;
    d.utf8.reserve(s.size() * 3 / 2);
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            d.utf8 += char(c);
            ++i;
            continue;
        }
        const int ti = (c >= 0x81 && c <= 0xFE && i + 1 < s.size()) ? big5TrailIndex(s[i + 1]) : -1;
        appendTwoByte(d, ti < 0 ? 0 : codec_tables::big5TwoByte[(c - 0x81) * codec_tables::Big5TrailCount + ti], ti, &i);
    }
    return d;
}

// How Chinese a decoded text looks: occurrences of characters that are frequent in Chinese text and in game
// records, in both simplified and traditional forms. Decoding GBK bytes as Big5 (or the reverse) yields rare
// characters instead.
long chineseLikeness(const std::string& utf8) {
    static const std::u32string common =
        U"的一是不了在人有我他这個个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下自之年过发后作里"
        U"進进退平車车馬马炮砲相象仕士帥帅將将兵卒一二三四五六七八九前後后红紅黑方胜勝负負和局先手弈棋赛賽队隊";
    static const auto set = [] {
        std::array<bool, 0x10000> s{};
        for (char32_t c : common) s[c] = true;
        return s;
    }();
    long score = 0;
    for (std::size_t i = 0; i < utf8.size();) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        const std::size_t n = utf8SequenceLength(utf8, i);
        if (n == 3) {
            const char32_t cp = ((c & 0x0F) << 12) | ((utf8[i + 1] & 0x3F) << 6) | (utf8[i + 2] & 0x3F);
            if (set[cp]) score += 4;
            else if (cp >= 0x4E00 && cp <= 0x9FFF) score += 0;
            else score -= 1;  // symbols, private use and the like are rare in real text
        }
        i += n ? n : 1;
    }
    return score;
}

}  // namespace

void appendUtf8(std::string& out, char32_t cp) {
    if (cp > 0x10FFFF) cp = 0xFFFD;
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

std::string_view encodingName(TextEncoding e) {
    switch (e) {
    case TextEncoding::Utf8: return "UTF-8";
    case TextEncoding::Utf8Bom: return "UTF-8 with BOM";
    case TextEncoding::Utf16LE: return "UTF-16LE";
    case TextEncoding::Utf16BE: return "UTF-16BE";
    case TextEncoding::Gb18030: return "GB18030";
    case TextEncoding::Big5: return "Big5";
    }
    return "";
}

bool isValidUtf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = utf8SequenceLength(s, i);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

DecodedText decodeAs(std::string_view bytes, TextEncoding e) {
    switch (e) {
    case TextEncoding::Utf8Bom:
        if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
        return decodeUtf8(bytes, e);
    case TextEncoding::Utf8: return decodeUtf8(bytes, e);
    case TextEncoding::Utf16LE:
    case TextEncoding::Utf16BE: {
        const bool little = e == TextEncoding::Utf16LE;
        if (bytes.size() >= 2 && bytes.substr(0, 2) == (little ? "\xFF\xFE" : "\xFE\xFF")) bytes.remove_prefix(2);
        return decodeUtf16(bytes, little);
    }
    case TextEncoding::Gb18030: return decodeGb18030(bytes);
    case TextEncoding::Big5: return decodeBig5(bytes);
    }
    return {};
}

DecodedText decodeText(std::string_view bytes) {
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF") return decodeAs(bytes, TextEncoding::Utf8Bom);
    if (bytes.substr(0, 2) == "\xFF\xFE") return decodeAs(bytes, TextEncoding::Utf16LE);
    if (bytes.substr(0, 2) == "\xFE\xFF") return decodeAs(bytes, TextEncoding::Utf16BE);
    if (isValidUtf8(bytes)) return decodeAs(bytes, TextEncoding::Utf8);
    // Judge on a sample (cut at a line end so no character is split), then decode the whole text once.
    constexpr std::size_t SampleBytes = 256 * 1024;
    std::string_view sample = bytes;
    if (sample.size() > SampleBytes) {
        const std::size_t cut = sample.rfind('\n', SampleBytes);
        sample = sample.substr(0, cut == std::string_view::npos ? SampleBytes : cut);
    }
    const DecodedText gb = decodeGb18030(sample);
    const DecodedText big5 = decodeBig5(sample);
    // Fewer undecodable sequences first; then the more Chinese-looking text; GB18030 on a tie (more common).
    bool useBig5 = big5.invalidSequences < gb.invalidSequences;
    if (big5.invalidSequences == gb.invalidSequences) useBig5 = chineseLikeness(big5.utf8) > chineseLikeness(gb.utf8);
    if (sample.size() == bytes.size()) return useBig5 ? big5 : gb;
    return useBig5 ? decodeBig5(bytes) : decodeGb18030(bytes);
}

std::string encodeGb18030(std::string_view utf8) {
    static std::once_flag once;
    static std::unordered_map<char32_t, std::uint16_t> reverse;
    std::call_once(once, [] {
        for (int lead = 0; lead < 126; ++lead)
            for (int t = 0; t < codec_tables::GbTrailCount; ++t) {
                const char32_t cp = codec_tables::gbTwoByte[lead * codec_tables::GbTrailCount + t];
                if (!cp || reverse.count(cp)) continue;
                const int trail = t < 63 ? 0x40 + t : 0x41 + t;
                reverse[cp] = std::uint16_t(((0x81 + lead) << 8) | trail);
            }
    });
    std::string out;
    const DecodedText clean = decodeUtf8(utf8, TextEncoding::Utf8);
    const std::string& s = clean.utf8;
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t n = utf8SequenceLength(s, i);
        if (c < 0x80) {
            out += char(c);
            ++i;
            continue;
        }
        char32_t cp = c & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07);
        for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (s[i + k] & 0x3F);
        i += n;
        if (auto it = reverse.find(cp); it != reverse.end()) {
            out += char(it->second >> 8);
            out += char(it->second & 0xFF);
            continue;
        }
        // Four-byte form: find the linear index.
        std::uint32_t linear = 0;
        bool found = false;
        if (cp >= 0x10000) {
            linear = 189000 + (cp - 0x10000);
            found = true;
        } else {
            for (std::size_t r = 0; r < std::size(codec_tables::gbFourByteRanges); ++r) {
                const auto& range = codec_tables::gbFourByteRanges[r];
                const std::uint32_t runEnd = r + 1 < std::size(codec_tables::gbFourByteRanges)
                                                 ? codec_tables::gbFourByteRanges[r + 1][0]
                                                 : 39420;
                if (cp >= range[1] && cp < range[1] + (runEnd - range[0])) {
                    linear = range[0] + (cp - range[1]);
                    found = true;
                    break;
                }
            }
        }
        if (!found) {
            out += '?';
            continue;
        }
        out += char(0x81 + linear / 12600);
        out += char(0x30 + linear / 1260 % 10);
        out += char(0x81 + linear / 10 % 126);
        out += char(0x30 + linear % 10);
    }
    return out;
}

}  // namespace xq
