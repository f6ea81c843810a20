// Fuzz target: the network protocol's reader (docs/NETWORK.md). The input is a byte stream from a peer, fed to the
// line reader in pieces whose sizes come from the input itself; each line is decoded. The reader never holds more
// than the limit, a refused line has an error code and a bounded detail, and an accepted message encodes to a line
// within the limit that decodes to the same line again.
#include <QByteArray>
#include <cstdint>

#include "fuzz_check.h"
#include "xiangqi/session/netmessage.h"

using namespace xq::session::net;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    // The first byte picks a small line limit sometimes, so that long lines are exercised with short inputs.
    const qsizetype limit = data[0] % 4 == 0 ? 1 + data[0] : MaxLineBytes;
    const QByteArray stream(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    LineReader reader(limit);
    qsizetype at = 0, step = 1;
    while (at < stream.size()) {
        step = 1 + (step * 7 + (unsigned char)stream[at]) % 97;  // ragged pieces, as a network delivers them
        reader.feed(QByteArrayView(stream).sliced(at, std::min(step, stream.size() - at)));
        at += step;
        FUZZ_CHECK(reader.buffered() <= limit);
        while (auto line = reader.next()) {
            if (line->tooLong) {
                FUZZ_CHECK(line->bytes.isEmpty());
                continue;
            }
            FUZZ_CHECK(line->bytes.size() <= limit);
            Message m;
            DecodeError e;
            if (!decode(line->bytes, &m, &e)) {
                FUZZ_CHECK(e.code != ErrorCode::None);
                FUZZ_CHECK(e.detail.size() < 200);
                FUZZ_CHECK(!errorCodeName(e.code).isEmpty());
                continue;
            }
            const QByteArray again = encode(m);
            FUZZ_CHECK(again.endsWith('\n'));
            FUZZ_CHECK(again.size() <= MaxLineBytes + 1);
            Message back;
            DecodeError e2;
            FUZZ_CHECK(decode(QByteArrayView(again).chopped(1), &back, &e2));
            FUZZ_CHECK(encode(back) == again);
            FUZZ_CHECK(back.type == m.type);
            if (m.type == MessageType::Move) FUZZ_CHECK(bool(moveFromText(back.move)));
        }
    }
    return 0;
}
