// Converts the arena's PGN (../shared/arena writes Fairy-Stockfish SAN: "Che3", ranks 1-10) to PGN with ICCS moves,
// which our readers take, using the arena's own referee (ffish) to read the SAN. A developer's tool: it made
// tools/data/selfplay-games.pgn, the engine's own games the puzzle ladder is also mined from (docs/TRAINING.md).
//   node tools/arena-pgn-to-iccs.mjs ARENA.pgn OUT.pgn
import fs from 'fs';
const arena = new URL('../../shared/arena/arena.mjs', import.meta.url);
const { loadFfish } = await import(arena.href);
const ffish = await loadFfish();
const text = fs.readFileSync(process.argv[2], 'utf8');
const games = text.split(/\n(?=\[Event )/);
let out = '';
let n = 0;
for (const g of games) {
  if (!g.trim()) continue;
  const game = ffish.readGamePGN(g);
  const moves = game.mainlineMoves().trim().split(/\s+/).filter(Boolean);
  const fen = game.headers('FEN');
  const result = (g.match(/\[Result "([^"]+)"\]/) || [, '*'])[1];
  n++;
  out += `[Event "Self-play, our engine (selective-search test, 150,000 nodes a move)"]\n[Round "${n}"]\n[Result "${result}"]\n[Format "ICCS"]\n`;
  if (fen) out += `[FEN "${fen}"]\n`;
  out += '\n';
  const parts = [];
  for (let i = 0; i < moves.length; i++) {
    const r = moves[i].match(/^([a-i])(\d+)([a-i])(\d+)$/);  // ffish: ranks 1-10; ICCS: 0-9
    const iccs = `${r[1].toUpperCase()}${+r[2] - 1}-${r[3].toUpperCase()}${+r[4] - 1}`;
    parts.push(i % 2 === 0 ? `${i / 2 + 1}. ${iccs}` : iccs);
  }
  out += parts.join(' ') + ` ${result}\n\n`;
  game.delete();
}
fs.writeFileSync(process.argv[3], out);
console.error(`${n} games`);
