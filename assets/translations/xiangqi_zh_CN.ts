<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>Unfinished game</source>
        <translation>未完成的对局</translation>
    </message>
    <message>
        <source>You have an unfinished game from last time. Do you want to continue it?</source>
        <translation>上次有一盘未下完的棋。要继续吗？</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1</source>
        <translation>无法读取保存的对局：%1</translation>
    </message>
</context>
<context>
    <name>xq::ui::EnginePanel</name>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>深度：</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>评分：</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>Best line:</source>
        <translation>最佳着法：</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>立即走棋</translation>
    </message>
    <message>
        <source>Stop thinking and play the best move found so far</source>
        <translation>停止思考，走出目前找到的最佳着法</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Ask the engine for a good move</source>
        <translation>请引擎推荐一步好棋</translation>
    </message>
    <message numerus="yes">
        <source>Red mates in %n</source>
        <translation>
            <numerusform>红方 %n 步杀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>黑方 %n 步杀</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 M nodes/s</source>
        <translation>每秒 %1 百万节点</translation>
    </message>
    <message>
        <source>%1 k nodes/s</source>
        <translation>每秒 %1 千节点</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <source>%1 in %2 s</source>
        <translation>%1，用时 %2 秒</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>均势</translation>
    </message>
    <message>
        <source>Red +%1</source>
        <translation>红方 +%1</translation>
    </message>
    <message>
        <source>Black +%1</source>
        <translation>黑方 +%1</translation>
    </message>
</context>
<context>
    <name>xq::ui::GameChooser</name>
    <message>
        <source>Choose a game</source>
        <translation>选择对局</translation>
    </message>
    <message>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message numerus="yes">
        <source>This file holds %n games. Which one do you want to open?</source>
        <translation>
            <numerusform>此文件包含 %n 盘对局。要打开哪一盘？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::GameController</name>
    <message>
        <source>Casual game</source>
        <translation>友谊赛</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Red won</source>
        <translation>红胜</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>对局已经结束</translation>
    </message>
    <message>
        <source>the computer is thinking</source>
        <translation>电脑正在思考</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>现在轮到电脑走</translation>
    </message>
    <message>
        <source>Red resigns — Black wins</source>
        <translation>红方认输——黑胜</translation>
    </message>
    <message>
        <source>Black resigns — Red wins</source>
        <translation>黑方认输——红胜</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>双方议和</translation>
    </message>
    <message>
        <source>Red wins</source>
        <translation>红胜</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>Checkmate — %1</source>
        <translation>将死——%1</translation>
    </message>
    <message>
        <source>Stalemate: no legal move left — %1</source>
        <translation>困毙：无子可动——%1</translation>
    </message>
    <message>
        <source>Perpetual check is forbidden — %1</source>
        <translation>长将违例——%1</translation>
    </message>
    <message>
        <source>Perpetual chase is forbidden — %1</source>
        <translation>长捉违例——%1</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <translation>重复局面，判和</translation>
    </message>
    <message>
        <source>Draw: 60 moves each without a capture</source>
        <translation>和棋：双方六十回合未吃子</translation>
    </message>
    <message>
        <source>Draw: neither side has a piece that can attack</source>
        <translation>和棋：双方均无进攻子力</translation>
    </message>
    <message>
        <source>Time is up — draw, the other side cannot mate</source>
        <translation>超时——对方无子可将死，判和</translation>
    </message>
    <message>
        <source>Black&apos;s time is up — Red wins</source>
        <translation>黑方超时——红胜</translation>
    </message>
    <message>
        <source>Red&apos;s time is up — Black wins</source>
        <translation>红方超时——黑胜</translation>
    </message>
</context>
<context>
    <name>xq::ui::Level</name>
    <message>
        <source>Beginner</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>新手</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>业余</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>棋社</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>高级</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>大师</translation>
    </message>
</context>
<context>
    <name>xq::ui::MainWindow</name>
    <message>
        <source>Not allowed: %1</source>
        <translation>不能这样走：%1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>确定要认输吗？</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>走棋(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>棋子(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>记谱法(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>选项(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>复制 FEN(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>提和(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>认输(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>悔棋(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>还原(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;Now</source>
        <translation>立即走棋(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>开局局面(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Move</source>
        <translation>下一步(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>最新局面(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Traditional (Chinese characters)</source>
        <translation>传统棋子（汉字）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;International (symbols for beginners)</source>
        <translation>国际棋子（图形，适合初学者）(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Chinese (炮二平五)</source>
        <translation>中文记谱 (炮二平五)(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;WXF (C2=5)</source>
        <translation>WXF 记谱 (C2=5)(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;ICCS (h2e2)</source>
        <translation>ICCS 坐标 (h2e2)(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Engine Panel</source>
        <translation>引擎面板(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>声音(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Sound (not available in this build)</source>
        <translation>声音（此版本不支持）(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;About Xiangqi</source>
        <translation>关于象棋(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Your move:</source>
        <translation>输入着法(&amp;Y)：</translation>
    </message>
    <message>
        <source>e.g. 炮二平五, C2=5 or h2e2</source>
        <translation>例如 炮二平五、C2=5 或 h2e2</translation>
    </message>
    <message>
        <source>Type a move in Chinese, WXF or ICCS notation and press Enter</source>
        <translation>用中文、WXF 或 ICCS 记谱输入着法，按回车确认</translation>
    </message>
    <message>
        <source>Xiangqi — Chinese Chess</source>
        <translation>中国象棋</translation>
    </message>
    <message>
        <source>Red to move</source>
        <translation>红方走棋</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黑方走棋</translation>
    </message>
    <message>
        <source>Check! Red&apos;s general is attacked.</source>
        <translation>将军！红帅被攻击。</translation>
    </message>
    <message>
        <source>Check! Black&apos;s general is attacked.</source>
        <translation>将军！黑将被攻击。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>新对局…</translation>
    </message>
    <message>
        <source>Cannot play &quot;%1&quot;: %2</source>
        <translation>无法走“%1”：%2</translation>
    </message>
    <message>
        <source>The new strength applies from the computer&apos;s next move.</source>
        <translation>新的棋力从电脑下一步开始生效。</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>无法打开对局</translation>
    </message>
    <message>
        <source>%1 could not be read:
%2

The current game was not changed.</source>
        <translation>无法读取 %1：
%2

当前对局没有改变。</translation>
    </message>
    <message>
        <source>PGN, Chinese moves (*.pgn)</source>
        <translation>PGN，中文着法 (*.pgn)</translation>
    </message>
    <message>
        <source>PGN, WXF moves (*.pgn)</source>
        <translation>PGN，WXF 着法 (*.pgn)</translation>
    </message>
    <message>
        <source>PGN, ICCS moves (*.pgn)</source>
        <translation>PGN，ICCS 着法 (*.pgn)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>无法保存对局</translation>
    </message>
    <message>
        <source>%1 could not be written:
%2</source>
        <translation>无法写入 %1：
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>The position (FEN) is on the clipboard.</source>
        <translation>局面（FEN）已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>无法粘贴局面</translation>
    </message>
    <message>
        <source>The clipboard does not hold a valid FEN:
%1</source>
        <translation>剪贴板中不是有效的 FEN：
%1</translation>
    </message>
    <message>
        <source>About Xiangqi</source>
        <translation>关于象棋</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Xiangqi %1&lt;/h3&gt;&lt;p&gt;Chinese chess for the desktop, with a computer opponent whose strength you can choose.&lt;/p&gt;&lt;p&gt;Play by clicking or dragging pieces, or type moves in Chinese, WXF or ICCS notation. Games are saved as PGN.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;中国象棋 %1&lt;/h3&gt;&lt;p&gt;桌面象棋游戏，电脑对手的棋力可以自由选择。&lt;/p&gt;&lt;p&gt;点击或拖动棋子走棋，也可以用中文、WXF 或 ICCS 记谱输入着法。对局保存为 PGN 棋谱。&lt;/p&gt;&lt;p&gt;基于 Qt %2。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer.</source>
        <translation>电脑同意和棋。</translation>
    </message>
    <message>
        <source>The computer declines the draw offer: it thinks it stands better.</source>
        <translation>电脑拒绝和棋：它认为自己局面占优。</translation>
    </message>
    <message>
        <source>Paused: the computers wait until you resume (Ctrl+P).</source>
        <translation>已暂停：电脑等待您继续（Ctrl+P）。</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause Computers</source>
        <translation>暂停电脑对弈(&amp;P)</translation>
    </message>
    <message>
        <source>Computer against Computer &amp;Speed</source>
        <translation>电脑对弈速度(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Fastest (no pause)</source>
        <translation>最快（不停顿）(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quick (0.4 s between moves)</source>
        <translation>较快（每步间隔 0.4 秒）(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Slow (1.5 s)</source>
        <translation>较慢（1.5 秒）(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Very slow (4 s)</source>
        <translation>很慢（4 秒）(&amp;V)</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>双人对弈</translation>
    </message>
    <message>
        <source>Computer against computer — %1</source>
        <translation>电脑对电脑——%1</translation>
    </message>
    <message>
        <source>You play Red against the computer — %1</source>
        <translation>您执红对电脑——%1</translation>
    </message>
    <message>
        <source>You play Black against the computer — %1</source>
        <translation>您执黑对电脑——%1</translation>
    </message>
    <message>
        <source>by resignation</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>议和</translation>
    </message>
    <message>
        <source>on time</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>将死</translation>
    </message>
    <message>
        <source>no legal move left</source>
        <translation>困毙</translation>
    </message>
    <message>
        <source>perpetual check is forbidden</source>
        <translation>长将违例</translation>
    </message>
    <message>
        <source>perpetual chase is forbidden</source>
        <translation>长捉违例</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>重复局面</translation>
    </message>
    <message>
        <source>60 moves each without a capture</source>
        <translation>六十回合未吃子</translation>
    </message>
    <message>
        <source>neither side can attack</source>
        <translation>双方均无进攻子力</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>您赢了</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>您输了</translation>
    </message>
    <message>
        <source>Red won</source>
        <translation>红胜</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1——%2</translation>
    </message>
    <message>
        <source>Showing move %1 of %2 — End returns to the game</source>
        <translation>正在查看第 %1 回合（共 %2 回合）——按 End 返回对局</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>请您走棋</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>电脑正在思考…</translation>
    </message>
    <message>
        <source>The computer&apos;s move</source>
        <translation>轮到电脑走棋</translation>
    </message>
    <message>
        <source>Red (computer) is thinking…</source>
        <translation>红方（电脑）正在思考…</translation>
    </message>
    <message>
        <source>Black (computer) is thinking…</source>
        <translation>黑方（电脑）正在思考…</translation>
    </message>
    <message>
        <source> — in check!</source>
        <translation>——被将军！</translation>
    </message>
    <message>
        <source>The game is over (%1). Go back to an earlier move to try another line, or start a new game.</source>
        <translation>对局已结束（%1）。可以退回到前面的某一步尝试其他走法，或开始新对局。</translation>
    </message>
    <message>
        <source>Please wait: the computer is thinking.</source>
        <translation>请稍候：电脑正在思考。</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>现在轮到电脑走棋。</translation>
    </message>
    <message>
        <source>That is Black&apos;s piece: Red is to move.</source>
        <translation>那是黑方的棋子：现在轮到红方走。</translation>
    </message>
    <message>
        <source>That is Red&apos;s piece: Black is to move.</source>
        <translation>那是红方的棋子：现在轮到黑方走。</translation>
    </message>
    <message numerus="yes">
        <source>The game lasted %n move(s). You can browse it, save it, or start a new one.</source>
        <translation>
            <numerusform>本局共 %n 回合。您可以回看、保存，或开始新对局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>no game found</source>
        <translation>没有找到对局</translation>
    </message>
    <message numerus="yes">
        <source>the file holds %n games</source>
        <translation>
            <numerusform>此文件只有 %n 盘对局</numerusform>
        </translation>
    </message>
    <message>
        <source>Game records (*.pgn *.txt);;All files (*)</source>
        <translation>棋谱文件 (*.pgn *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>对局未保存</translation>
    </message>
    <message>
        <source>The game on the board has not been saved. Save it first?</source>
        <translation>棋盘上的对局尚未保存。要先保存吗？</translation>
    </message>
</context>
<context>
    <name>xq::ui::MoveListModel</name>
    <message>
        <source>Show the position after this move</source>
        <translation>显示这一步之后的局面</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
</context>
<context>
    <name>xq::ui::MoveListWidget</name>
    <message>
        <source>First position (Home)</source>
        <translation>开局局面 (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>上一步 (←)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>下一步 (→)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>最新局面 (End)</translation>
    </message>
</context>
<context>
    <name>xq::ui::MoveReason</name>
    <message>
        <source>the general must stay in the palace</source>
        <translation>帅（将）不能走出九宫</translation>
    </message>
    <message>
        <source>the general moves one step along a line</source>
        <translation>帅（将）每次只能直走一步</translation>
    </message>
    <message>
        <source>an advisor must stay in the palace</source>
        <translation>仕（士）不能走出九宫</translation>
    </message>
    <message>
        <source>an advisor moves one step diagonally</source>
        <translation>仕（士）每次只能斜走一步</translation>
    </message>
    <message>
        <source>an elephant cannot cross the river</source>
        <translation>相（象）不能过河</translation>
    </message>
    <message>
        <source>an elephant moves exactly two points diagonally</source>
        <translation>相（象）走“田”字</translation>
    </message>
    <message>
        <source>a horse moves one step straight, then one diagonally</source>
        <translation>马走“日”字</translation>
    </message>
    <message>
        <source>a chariot moves along a file or a rank</source>
        <translation>车只能直行或横行</translation>
    </message>
    <message>
        <source>a cannon moves along a file or a rank</source>
        <translation>炮只能直行或横行</translation>
    </message>
    <message>
        <source>a cannon captures by jumping over exactly one piece</source>
        <translation>炮吃子必须隔一个子（炮架）</translation>
    </message>
    <message>
        <source>a soldier never moves backward</source>
        <translation>兵（卒）不能后退</translation>
    </message>
    <message>
        <source>a soldier moves one step at a time</source>
        <translation>兵（卒）每次只能走一步</translation>
    </message>
    <message>
        <source>a soldier moves sideways only after crossing the river</source>
        <translation>兵（卒）过河后才能横走</translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>不是有效的着法</translation>
    </message>
    <message>
        <source>there is no piece to move</source>
        <translation>那里没有棋子</translation>
    </message>
    <message>
        <source>it is Red&apos;s turn</source>
        <translation>现在轮到红方走</translation>
    </message>
    <message>
        <source>it is Black&apos;s turn</source>
        <translation>现在轮到黑方走</translation>
    </message>
    <message>
        <source>you cannot capture your own piece</source>
        <translation>不能吃自己的棋子</translation>
    </message>
    <message>
        <source>the generals would face each other</source>
        <translation>将帅不能照面</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>没有输入着法</translation>
    </message>
    <message>
        <source>not a move in Chinese, WXF or ICCS notation</source>
        <translation>不是中文、WXF 或 ICCS 记谱的着法</translation>
    </message>
    <message>
        <source>ambiguous: it fits more than one move</source>
        <translation>有歧义：可以对应多步着法</translation>
    </message>
    <message>
        <source>there is no such piece to move</source>
        <translation>没有这样的棋子可走</translation>
    </message>
    <message>
        <source>that piece belongs to the other side</source>
        <translation>那是对方的棋子</translation>
    </message>
    <message>
        <source>not a legal move here</source>
        <translation>此局面下不能这样走</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>对局已经结束</translation>
    </message>
    <message>
        <source>an elephant is blocked by a piece at its eye (%1)</source>
        <translation>相（象）眼被堵（%1）</translation>
    </message>
    <message>
        <source>a horse cannot jump over a piece at its leg (%1)</source>
        <translation>马腿被绊（%1）</translation>
    </message>
    <message>
        <source>a chariot cannot jump over pieces (%1)</source>
        <translation>车不能越子（%1）</translation>
    </message>
    <message>
        <source>a cannon jumps only to capture (%1 in the way)</source>
        <translation>炮只有吃子时才能翻山（%1 挡路）</translation>
    </message>
    <message numerus="yes">
        <source>a cannon captures by jumping over exactly one piece, not %n</source>
        <translation>
            <numerusform>炮吃子必须恰好隔一个子，不能隔 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>your general is in check and must be saved (attacked from %1)</source>
        <translation>您正被将军，必须应将（来自 %1）</translation>
    </message>
    <message>
        <source>the general would be in check (from %1)</source>
        <translation>走后会被将军（来自 %1）</translation>
    </message>
</context>
<context>
    <name>xq::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>You play Red against the computer</source>
        <translation>我执红，对电脑</translation>
    </message>
    <message>
        <source>You play Black against the computer</source>
        <translation>我执黑，对电脑</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>双人对弈（同一台电脑）</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>电脑对电脑</translation>
    </message>
    <message>
        <source>standard start position (or paste a FEN)</source>
        <translation>标准开局（或粘贴 FEN）</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>对弈双方：</translation>
    </message>
    <message>
        <source>Start position:</source>
        <translation>起始局面：</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Bad FEN: %1</source>
        <translation>FEN 有误：%1</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>电脑：</translation>
    </message>
</context>
<context>
    <name>xq::ui::Pgn</name>
    <message>
        <source>malformed tag %1</source>
        <translation>标签格式错误：%1</translation>
    </message>
    <message>
        <source>unknown move format &quot;%1&quot;</source>
        <translation>未知的着法格式“%1”</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>move %1 (%2) &quot;%3&quot;: %4</source>
        <translation>第 %1 回合（%2）“%3”：%4</translation>
    </message>
    <message>
        <source>a comment &quot;{&quot; is never closed</source>
        <translation>注释“{”没有结束</translation>
    </message>
    <message>
        <source>a variation &quot;(&quot; is never closed</source>
        <translation>变着“(”没有结束</translation>
    </message>
    <message>
        <source>no game found</source>
        <translation>没有找到对局</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>第 %1 字节</translation>
    </message>
    <message>
        <source>this is binary data, not a game record</source>
        <translation>这是二进制数据，不是棋谱</translation>
    </message>
    <message>
        <source>too large or too deeply nested to read</source>
        <translation>文件过大或嵌套过深，无法读取</translation>
    </message>
    <message>
        <source>bad FEN: %1 (%2)</source>
        <translation>FEN 有误：%1（%2）</translation>
    </message>
    <message>
        <source>unbalanced &quot;%1&quot;</source>
        <translation>括号“%1”不配对</translation>
    </message>
    <message>
        <source>a variation &quot;(&quot; before any move</source>
        <translation>变着“(”出现在第一步之前</translation>
    </message>
    <message>
        <source>the file ends early</source>
        <translation>文件不完整</translation>
    </message>
    <message>
        <source>the header is not of this format</source>
        <translation>文件头不符合此格式</translation>
    </message>
    <message>
        <source>the data contradict themselves</source>
        <translation>数据自相矛盾</translation>
    </message>
    <message>
        <source>game %1, %2</source>
        <translation>第 %1 局，%2</translation>
    </message>
</context>
<context>
    <name>xq::ui::RecordLoader</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>%1 is larger than 1 GiB</source>
        <translation>%1 超过 1 GiB</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>xq::ui::StrengthWidget</name>
    <message>
        <source>Level:</source>
        <translation>级别：</translation>
    </message>
    <message>
        <source>Search depth:</source>
        <translation>搜索深度：</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>每步时间：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Custom depth</source>
        <translation>自定深度</translation>
    </message>
</context>
</TS>
