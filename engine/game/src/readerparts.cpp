// What the record readers share (readerparts.h).
#include "readerparts.h"

#include <algorithm>

namespace xq::readers {

void place(std::string_view text, std::size_t offset, RecordError* e) {
    offset = std::min(offset, text.size());
    e->offset = offset;
    e->line = 1 + std::size_t(std::count(text.begin(), text.begin() + std::ptrdiff_t(offset), '\n'));
    std::size_t from = offset;
    while (from > 0 && text[from - 1] != '\n') --from;
    std::size_t col = 1;
    for (std::size_t i = from; i < offset; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++col;
    e->column = col;
}

bool fail(std::string_view text, RecordError* e, RecordErrorCode code, std::size_t at, std::string_view what,
          std::string detail) {
    e->code = code;
    place(text, at, e);
    e->text = std::string(what.substr(0, 80));
    e->detail = std::move(detail);
    return false;
}

void gather(std::size_t index, bool ok, GameRecord&& game, RecordError&& error, RecordError&& stopped,
            std::vector<GameRecord>* games, std::vector<RecordError>* errors, std::vector<RecordError>* partial) {
    if (!ok) {
        error.gameIndex = int(index);
        errors->push_back(std::move(error));
        return;
    }
    if (stopped && partial) {
        stopped.gameIndex = int(index);  // its place among the file's games, as for errors
        partial->push_back(std::move(stopped));
    }
    games->push_back(std::move(game));
}

}  // namespace xq::readers
