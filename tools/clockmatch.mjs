#!/usr/bin/env node
// Plays two UCI engines against each other on a game clock (base time + increment per move), with
// the shared arena's referee (ffish) and its engine driver, so that time management can be tested:
// the arena itself gives every move a fixed budget (movetime/nodes/depth) and has no clock.
//
// Usage: node tools/clockmatch.mjs --arena DIR --engine1 CMD --engine2 CMD --tc BASE_MS+INC_MS
//          [--name1 N] [--name2 N] [--ranks1 0|1] [--ranks2 0|1] [--opt1 "Name=Value"]... [--opt2 ...]
//          [--games N] [--concurrency N] [--openings FILE] [--shuffle] [--seed S]
//          [--resign MOVES,CP] [--maxplies N] [--pgn FILE]
// Prints one line per game in the arena's format (tools/sprt.py reads them) and a summary with
// W-D-L, every engine's average time per move and its losses on time. An engine whose clock runs
// out loses ("time forfeit"); its clock is charged the wall time from `go` to `bestmove`.
// --pgn is accepted for tools/sprt.py's sake; no PGN is written.
import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

function parseArgs(argv) {
    const a = { opt1: [], opt2: [] };
    for (let i = 0; i < argv.length; i++) {
        const k = argv[i];
        if (!k.startsWith('--')) throw new Error(`unexpected argument "${k}"`);
        const name = k.slice(2);
        if (name === 'shuffle') { a.shuffle = true; continue; }
        if (i + 1 >= argv.length) throw new Error(`${k} needs a value`);
        const v = argv[++i];
        if (name === 'opt1' || name === 'opt2') a[name].push(v);
        else a[name] = v;
    }
    return a;
}

function int(a, key, fallback) {
    if (a[key] === undefined) return fallback;
    const v = Number(a[key]);
    if (!Number.isInteger(v) || v < 0) throw new Error(`--${key} wants a whole number, not "${a[key]}"`);
    return v;
}

// A small seeded generator for the opening order (the same seed gives the same order).
function random(seed) {
    let s = seed >>> 0;
    return () => {
        s = (s + 0x6d2b79f5) >>> 0;
        let t = s;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

async function main() {
    const a = parseArgs(process.argv.slice(2));
    if (!a.arena || !a.engine1 || !a.engine2 || !a.tc) throw new Error('--arena, --engine1, --engine2 and --tc are required');
    const tcMatch = /^(\d+)\+(\d+)$/.exec(a.tc.replace(/^clock=/, ''));
    if (!tcMatch) throw new Error(`--tc wants BASE_MS+INC_MS (e.g. 10000+100), not "${a.tc}"`);
    const baseMs = Number(tcMatch[1]), incMs = Number(tcMatch[2]);
    const arena = await import(pathToFileURL(path.join(path.resolve(a.arena), 'arena.mjs')).href);
    const ffish = await arena.loadFfish();
    const openingsFile = a.openings || path.join(path.resolve(a.arena), 'openings.epd');
    const openings = arena.loadOpenings(openingsFile, ffish);
    const games = int(a, 'games', 2), concurrency = Math.max(1, int(a, 'concurrency', 1));
    const maxPlies = int(a, 'maxplies', 300);
    let resign = null;
    if (a.resign) {
        const m = /^(\d+),(\d+)$/.exec(a.resign);
        if (!m) throw new Error('--resign wants MOVES,CP');
        resign = { moves: Number(m[1]), cp: Number(m[2]) };
    }
    const order = openings.map((_, i) => i);
    if (a.shuffle) {
        const rnd = random(int(a, 'seed', 1));
        for (let i = order.length - 1; i > 0; i--) {
            const j = Math.floor(rnd() * (i + 1));
            [order[i], order[j]] = [order[j], order[i]];
        }
    }
    const engineCfg = (n) => ({
        cmd: a[`engine${n}`], proto: 'uci', name: a[`name${n}`] || `engine${n}`,
        opts: a[`opt${n}`].map((s) => { const i = s.indexOf('='); return [s.slice(0, i).trim(), s.slice(i + 1).trim()]; }),
        init: [], ranks: a[`ranks${n}`] !== undefined ? Number(a[`ranks${n}`]) : 1,
        dir: null, tc: { kind: 'movetime', value: baseMs }, hash: null, margin: null, maxMoveTime: baseMs + 60000,
    });
    const names = [engineCfg(1).name, engineCfg(2).name];
    const stats = names.map(() => ({ moves: 0, ms: 0, forfeits: 0 }));
    const score = { w: 0, d: 0, l: 0 };
    let next = 0, stopping = false;
    process.on('SIGINT', () => { stopping = true; });
    process.on('SIGTERM', () => { stopping = true; });

    // One game: engine `first` (0 or 1, index into names) plays Red.
    async function playGame(number, engines, opening, first) {
        const board = opening.moves ? new ffish.Board('xiangqi') : new ffish.Board('xiangqi', opening.fen);
        const start = opening.moves ? { moves: opening.moves } : { fen: opening.fen };
        for (const m of opening.moves || []) board.push(m);
        const clock = [baseMs, baseMs];  // by engine index
        const moves = [];
        const ahead = [0, 0];  // resign adjudication: moves in a row each engine saw the same side winning
        let result = null, reason = '';
        for (const e of engines) await e.newGame(start);
        while (!result) {
            const verdict = arena.refereeCheck(board);
            if (verdict) { result = verdict.result; reason = verdict.reason; break; }
            if (maxPlies && (opening.moves || []).length + moves.length >= maxPlies) { result = '1/2-1/2'; reason = `adjudicated draw after ${maxPlies} plies`; break; }
            const redToMove = board.turn();
            const who = redToMove ? first : 1 - first;
            const e = engines[who];
            const all = [...(start.moves || []), ...moves].map((m) => arena.moveToEngine(m, e.cfg.ranks));
            const base = start.moves ? 'position startpos' : `position fen ${start.fen}`;
            e.send(all.length ? `${base} moves ${all.join(' ')}` : base);
            const redClock = clock[first], blackClock = clock[1 - first];
            let cp = null;
            e.onLine = (l) => {
                let m;
                if ((m = /\bscore\s+cp\s+(-?\d+)/.exec(l))) cp = Number(m[1]);
                else if ((m = /\bscore\s+mate\s+(-?\d+)/.exec(l))) cp = Number(m[1]) > 0 ? 30000 : -30000;
            };
            const t0 = performance.now();
            e.send(`go wtime ${Math.max(0, Math.round(redClock))} btime ${Math.max(0, Math.round(blackClock))} winc ${incMs} binc ${incMs}`);
            let line;
            try {
                line = await e.waitFor((l) => /^bestmove\b/.test(l), clock[who] + 5000, 'bestmove');
            } catch (err) {
                result = redToMove ? '0-1' : '1-0';
                reason = `forfeit: ${err.message}`;
                break;
            } finally {
                e.onLine = null;
            }
            const ms = performance.now() - t0;
            stats[who].moves++;
            stats[who].ms += ms;
            clock[who] -= ms;
            if (clock[who] < 0) { stats[who].forfeits++; result = redToMove ? '0-1' : '1-0'; reason = 'time forfeit'; break; }
            clock[who] += incMs;
            const move = arena.moveFromEngine((line.split(/\s+/)[1] || ''), e.cfg.ranks);
            if (!move || !board.legalMoves().split(' ').includes(move)) { result = redToMove ? '0-1' : '1-0'; reason = `illegal move "${line}"`; break; }
            board.push(move);
            moves.push(move);
            if (resign && cp !== null) {
                const redScore = redToMove ? cp : -cp;  // UCI scores are the mover's
                const side = redScore >= resign.cp ? 1 : redScore <= -resign.cp ? -1 : 0;
                ahead[who] = side !== 0 && Math.sign(ahead[who]) === side ? ahead[who] + side : side;
                if (Math.abs(ahead[0]) >= resign.moves && Math.abs(ahead[1]) >= resign.moves && Math.sign(ahead[0]) === Math.sign(ahead[1])) {
                    result = ahead[0] > 0 ? '1-0' : '0-1';
                    reason = `adjudicated: both engines see ${ahead[0] > 0 ? 'Red' : 'Black'} ahead by >= ${resign.cp} cp for ${resign.moves} moves`;
                }
            }
        }
        board.delete();
        const firstScore = result === '1/2-1/2' ? 0.5 : (result === '1-0') === (first === 0) ? 1 : 0;
        if (firstScore === 1) score.w++; else if (firstScore === 0.5) score.d++; else score.l++;
        const pad = String(games).length;
        process.stdout.write(`Game ${String(number).padStart(pad)}/${games}  #${opening.index} ${names[first]} (red) - ${names[1 - first]} (black): ${result.padEnd(7)} ${reason}, ${moves.length} plies   [${names[0]}: ${score.w}-${score.d}-${score.l}]\n`);
    }

    async function worker() {
        const engines = [new arena.Engine(engineCfg(1), { tag: 'E1' }), new arena.Engine(engineCfg(2), { tag: 'E2' })];
        for (const e of engines) await e.start();
        while (!stopping && next < games) {
            const number = ++next;
            const opening = openings[order[Math.floor((number - 1) / 2) % order.length]];
            const first = number % 2 === 1 ? 0 : 1;  // odd games: engine 1 plays Red
            try {
                await playGame(number, engines, opening, first);
            } catch (err) {
                process.stderr.write(`clockmatch: game ${number}: ${err.message}\n`);
                for (const e of engines) if (!e.alive) await e.start();
            }
        }
        for (const e of engines) await e.quit();
    }
    process.stdout.write(`Clock match: ${names[0]} vs ${names[1]}, ${baseMs} ms + ${incMs} ms a move, ${games} games, concurrency ${concurrency}\n`);
    await Promise.all(Array.from({ length: concurrency }, worker));
    for (let i = 0; i < 2; i++) {
        const s = stats[i];
        process.stdout.write(`${names[i]}: avg ${(s.moves ? s.ms / s.moves / 1000 : 0).toFixed(3)} s/move over ${s.moves} moves, time forfeits ${s.forfeits}\n`);
    }
    process.stdout.write(`FINAL ${arena.summaryLine(names[0], names[1], score.w, score.d, score.l)}\n`);
    if (a.pgn) fs.writeFileSync(a.pgn, '');
}

main().catch((e) => { process.stderr.write(`clockmatch: ${e.message}\n`); process.exit(2); });
