// The words to speak for a move: Chinese as tone-numbered pinyin (a Mandarin voice reads 车 as chē, xiangqi says
// jū), English words ("cannon two across five") or coordinates ("h2 to e2"). No Qt: the announcer speaks them.
#pragma once

#include <string>

#include "xiangqi/position.h"

namespace xq {

// How moves are spoken.
enum class SpokenNotation {
    Chinese,      // the Chinese move as pinyin with tone numbers: 炮二平五 → "pao4 er4 ping2 wu3"
    English,      // the Chinese move in English words: "cannon two across five", "front chariot forward one"
    Coordinates,  // ICCS squares: "h2 to e2"
};

// "chinese", "english", "coordinates"; and back (false for anything else).
std::string_view spokenNotationName(SpokenNotation n);
bool parseSpokenNotation(std::string_view name, SpokenNotation* out);

// The words for legal move m of pos (the position before the move): the Chinese four-character notation read out,
// files counted for each side as the notation counts them (Red from Red's right, Black from Black's right), tandem
// pieces front / middle / rear (前 中 后) and numbered pawns (一兵: "first soldier"). Empty if m is not legal.
std::string spokenMove(const Position& pos, Move m, SpokenNotation n);

// The words for a piece: with its side ("red chariot", "hong2 ju1"; coordinates speak English) or without it
// ("chariot", "ju1").
std::string spokenPiece(Piece p, SpokenNotation n, bool withSide = true);

// A square by its coordinates ("e4"), the same in every notation (a Mandarin voice reads Latin letters and digits).
std::string spokenSquare(Square s);

// Everything said when m is played in pos: the move, what it takes, and check or mate after it.
// English: "chariot one forward nine, takes horse, checkmate". Chinese: "ju1 yi1 jin4 jiu3, chi1 ma3, jue2 sha1".
std::string spokenMoveWithEffects(const Position& pos, Move m, SpokenNotation n);

}  // namespace xq
