<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>xq::ui::EnginePanel</name>
    <message numerus="yes">
        <source>Red mates in %n</source>
        <translation>
            <numerusform>Red mates in %n move</numerusform>
            <numerusform>Red mates in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>Black mates in %n move</numerusform>
            <numerusform>Black mates in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::GameChooser</name>
    <message numerus="yes">
        <source>This file holds %n games. Which one do you want to open?</source>
        <translation>
            <numerusform>This file holds %n game. Which one do you want to open?</numerusform>
            <numerusform>This file holds %n games. Which one do you want to open?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::MainWindow</name>
    <message numerus="yes">
        <source>The game lasted %n move(s). You can browse it, save it, or start a new one.</source>
        <translation>
            <numerusform>The game lasted %n move. You can browse it, save it, or start a new one.</numerusform>
            <numerusform>The game lasted %n moves. You can browse it, save it, or start a new one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) (all cores but one)</source>
        <translation>
            <numerusform>%n thread (all cores but one)</numerusform>
            <numerusform>%n threads (all cores but one)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of this file could not be read and were left out (the first: %1)</source>
        <translation>
            <numerusform>%n game of this file could not be read and was left out (the first: %1)</numerusform>
            <numerusform>%n games of this file could not be read and were left out (the first: %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::session::MoveReason</name>
    <message numerus="yes">
        <source>a cannon captures by jumping over exactly one piece, not %n</source>
        <translation>
            <numerusform>a cannon captures by jumping over exactly one piece, not %n</numerusform>
            <numerusform>a cannon captures by jumping over exactly one piece, not %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::ClockWidget</name>
    <message numerus="yes">
        <source>byo-yomi: %n period(s) left</source>
        <translation>
            <numerusform>byo-yomi: %n period left</numerusform>
            <numerusform>byo-yomi: %n periods left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::EnginesDialog</name>
    <message numerus="yes">
        <source>%1 added (%2, %n option(s)).</source>
        <translation>
            <numerusform>%1 added (%2, %n option).</numerusform>
            <numerusform>%1 added (%2, %n options).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::ReviewDialog</name>
    <message numerus="yes">
        <source>%n moves to review.</source>
        <translation>
            <numerusform>%n move to review.</numerusform>
            <numerusform>%n moves to review.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::PuzzleDialog</name>
    <message numerus="yes">
        <source>Win within %n move(s): mate the general or leave it without a move. The computer defends as well as it can; a draw by the rules (repetition, 60 moves without a capture) fails.</source>
        <translation>
            <numerusform>Win within %n move: mate the general or leave it without a move. The computer defends as well as it can; a draw by the rules (repetition, 60 moves without a capture) fails.</numerusform>
            <numerusform>Win within %n moves: mate the general or leave it without a move. The computer defends as well as it can; a draw by the rules (repetition, 60 moves without a capture) fails.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won! %1 — %n mark(s) of %2.</source>
        <translation>
            <numerusform>Won! %1 — %n mark of %2.</numerusform>
            <numerusform>Won! %1 — %n marks of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Failed: the %n move(s) allowed are used up and the defender still stands. Retry, or go on to the next puzzle.</source>
        <translation>
            <numerusform>Failed: the %n move allowed are used up and the defender still stands. Retry, or go on to the next puzzle.</numerusform>
            <numerusform>Failed: the %n moves allowed are used up and the defender still stands. Retry, or go on to the next puzzle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers %1. %n move(s) left to win.</source>
        <translation>
            <numerusform>The computer answers %1. %n move left to win.</numerusform>
            <numerusform>The computer answers %1. %n moves left to win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved! Mate in time — %n mark(s) of %1.</source>
        <translation>
            <numerusform>Solved! Mate in time — %n mark of %1.</numerusform>
            <numerusform>Solved! Mate in time — %n marks of %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 (%n hint(s) used, one mark each)</source>
        <translation>
            <numerusform>Hint: %1 (%n hint used, one mark each)</numerusform>
            <numerusform>Hint: %1 (%n hints used, one mark each)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries of the file could not be read and were skipped (the first: line or game %1: %2).</source>
        <translation>
            <numerusform>%n entry of the file could not be read and was skipped (the first: line or game %1: %2).</numerusform>
            <numerusform>%n entries of the file could not be read and were skipped (the first: line or game %1: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Red to move and mate in %n</source>
        <translation>
            <numerusform>Red to move and mate in %n</numerusform>
            <numerusform>Red to move and mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black to move and mate in %n</source>
        <translation>
            <numerusform>Black to move and mate in %n</numerusform>
            <numerusform>Black to move and mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Good. The computer answers %1. Mate in %n more.</source>
        <translation>
            <numerusform>Good. The computer answers %1. Mate in %n more.</numerusform>
            <numerusform>Good. The computer answers %1. Mate in %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::session::GameDocument</name>
    <message numerus="yes">
        <source>the file holds %n games</source>
        <translation>
            <numerusform>the file holds only %n game</numerusform>
            <numerusform>the file holds only %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::EngineActions</name>
    <message numerus="yes">
        <source>%n external engine(s) installed.</source>
        <translation>
            <numerusform>%n external engine installed.</numerusform>
            <numerusform>%n external engines installed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::session::Fen</name>
    <message numerus="yes">
        <source>the text is too long (%n characters)</source>
        <translation>
            <numerusform>the text is too long (%n character)</numerusform>
            <numerusform>the text is too long (%n characters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the text has %n part(s); a position has 2 to 6, separated by spaces (the board, the side to move, two unused parts, the rule counter and the move number)</source>
        <translation>
            <numerusform>the text has %n part; a position has 2 to 6, separated by spaces (the board, the side to move, two unused parts, the rule counter and the move number)</numerusform>
            <numerusform>the text has %n parts; a position has 2 to 6, separated by spaces (the board, the side to move, two unused parts, the rule counter and the move number)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 of the board has %n file(s) instead of 9 (character %2)</source>
        <translation>
            <numerusform>row %1 of the board has %n file instead of 9 (character %2)</numerusform>
            <numerusform>row %1 of the board has %n files instead of 9 (character %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>too many of %1: a side has at most %n (row %2, file %3, character %4)</source>
        <translation>
            <numerusform>too many of %1: a side has at most %n (row %2, file %3, character %4)</numerusform>
            <numerusform>too many of %1: a side has at most %n (row %2, file %3, character %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board needs 10 ranks but has %n</source>
        <translation>
            <numerusform>the board needs 10 ranks but has %n</numerusform>
            <numerusform>the board needs 10 ranks but has %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::ExplorerPanel</name>
    <message numerus="yes">
        <source>Opening explorer: %1, %n game(s).</source>
        <translation>
            <numerusform>Opening explorer: %1, %n game.</numerusform>
            <numerusform>Opening explorer: %1, %n games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::ImportDialog</name>
    <message numerus="yes">
        <source>%1 of %2 files read, %n game(s) imported.</source>
        <translation>
            <numerusform>%1 of %2 files read, %n game imported.</numerusform>
            <numerusform>%1 of %2 files read, %n games imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported</source>
        <translation>
            <numerusform>%n game imported</numerusform>
            <numerusform>%n games imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %n file(s) in %1 s.</source>
        <translation>
            <numerusform>from %n file in %1 s.</numerusform>
            <numerusform>from %n files in %1 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) or game(s) could not be read.</source>
        <translation>
            <numerusform>%n file or game could not be read.</numerusform>
            <numerusform>%n files or games could not be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) skipped: no game record in them.</source>
        <translation>
            <numerusform>%n file skipped: no game record in it.</numerusform>
            <numerusform>%n files skipped: no game record in them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::SearchDialog</name>
    <message numerus="yes">
        <source>%n game(s) found.</source>
        <translation>
            <numerusform>%n game found.</numerusform>
            <numerusform>%n games found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::session::BoardReader</name>
    <message numerus="yes">
        <source>Red has %n piece(s): %1</source>
        <translation>
            <numerusform>Red has %n piece: %1</numerusform>
            <numerusform>Red has %n pieces: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n piece(s): %1</source>
        <translation>
            <numerusform>Black has %n piece: %1</numerusform>
            <numerusform>Black has %n pieces: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::session::Cloud</name>
    <message numerus="yes">
        <source>endgame table: wins in %n move(s)</source>
        <translation>
            <numerusform>endgame table: wins in %n move</numerusform>
            <numerusform>endgame table: wins in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>endgame table: loses in %n move(s)</source>
        <translation>
            <numerusform>endgame table: loses in %n move</numerusform>
            <numerusform>endgame table: loses in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::NetworkActions</name>
    <message numerus="yes">
        <source>Your network game against %1 (you play %2, %n move(s) played) was not finished. %3 Resume it?</source>
        <translation>
            <numerusform>Your network game against %1 (you play %2, %n move played) was not finished. %3 Resume it?</numerusform>
            <numerusform>Your network game against %1 (you play %2, %n moves played) was not finished. %3 Resume it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::RatingPlot</name>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::TrainingWindow</name>
    <message numerus="yes">
        <source>%n exercise(s) due now</source>
        <translation>
            <numerusform>%n exercise due now</numerusform>
            <numerusform>%n exercises due now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s) to know, </source>
        <translation>
            <numerusform>%1: %n position to know, </numerusform>
            <numerusform>%1: %n positions to know, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n due now</source>
        <translation>
            <numerusform>%n due now</numerusform>
            <numerusform>%n due now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mate in %n</numerusform>
            <numerusform>Mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n game(s)…</source>
        <translation>
            <numerusform>Reviewing %n game…</numerusform>
            <numerusform>Reviewing %n games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new exercise(s) from your mistakes.</source>
        <translation>
            <numerusform>%n new exercise from your mistakes.</numerusform>
            <numerusform>%n new exercises from your mistakes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your repertoire plays %1 here (%n game(s)), not %2.</source>
        <translation>
            <numerusform>Your repertoire plays %1 here (%n game), not %2.</numerusform>
            <numerusform>Your repertoire plays %1 here (%n games), not %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Strength from %n game(s) against the levels: %1 ± %2</source>
        <translation>
            <numerusform>Strength from %n game against the levels: %1 ± %2</numerusform>
            <numerusform>Strength from %n games against the levels: %1 ± %2</numerusform>
        </translation>
    </message>
</context>
</TS>
