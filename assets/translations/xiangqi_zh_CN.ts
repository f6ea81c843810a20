<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>EngineError</name>
    <message>
        <source>The engine could not be started.</source>
        <translation>引擎无法启动。</translation>
    </message>
    <message>
        <source>The engine did not answer when it was started.</source>
        <translation>引擎启动后没有回答。</translation>
    </message>
    <message>
        <source>The engine crashed.</source>
        <translation>引擎崩溃了。</translation>
    </message>
    <message>
        <source>The engine stopped running.</source>
        <translation>引擎停止运行了。</translation>
    </message>
    <message>
        <source>The engine chose a move that is not allowed; it was refused.</source>
        <translation>引擎给出了不合规则的着法，已被拒绝。</translation>
    </message>
    <message>
        <source>The engine did not answer in time, not even when asked to stop; it was ended.</source>
        <translation>引擎没有按时回答，要求停止后仍无回应，已被结束。</translation>
    </message>
    <message>
        <source>The engine writes lines it should not; they are ignored.</source>
        <translation>引擎输出了不该有的内容，已忽略。</translation>
    </message>
    <message>
        <source>Commands could not be sent to the engine.</source>
        <translation>无法向引擎发送命令。</translation>
    </message>
    <message>
        <source>The engine gave no usable answer (no score, or a move that is not allowed); check its protocol in the engine settings.</source>
        <translation>引擎没有给出可用的回答（没有分数，或着法不合规则）；请在引擎设置中检查它的协议。</translation>
    </message>
    <message>
        <source>The file %1 does not exist.</source>
        <translation>文件 %1 不存在。</translation>
    </message>
    <message>
        <source>Permission denied: %1 is not a program you may run.</source>
        <translation>权限不足：%1 不是可以运行的程序。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a program.</source>
        <translation>%1 是文件夹，不是程序。</translation>
    </message>
    <message>
        <source>The system says: %1</source>
        <translation>系统提示：%1</translation>
    </message>
    <message>
        <source>The engine said: &quot;%1&quot;</source>
        <translation>引擎说：“%1”</translation>
    </message>
</context>
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
    <message>
        <source>Damaged files</source>
        <translation>文件已损坏</translation>
    </message>
</context>
<context>
    <name>xq::session</name>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>它不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <translation>其中没有对局</translation>
    </message>
</context>
<context>
    <name>xq::ui::AnalysisActions</name>
    <message>
        <source>Ana&amp;lyse Position</source>
        <translation>分析局面(&amp;L)</translation>
    </message>
    <message>
        <source>Let the engine analyse the position shown without end (F2 again stops it)</source>
        <translation>让引擎持续分析当前局面（再按 F2 停止）</translation>
    </message>
    <message>
        <source>Re&amp;view Game…</source>
        <translation>复盘(&amp;V)…</translation>
    </message>
    <message>
        <source>Analysis stopped.</source>
        <translation>分析已停止。</translation>
    </message>
    <message>
        <source>Analysis: you move for both sides; the engine analyses every position you show.</source>
        <translation>分析模式：双方都由你走棋；引擎分析你显示的每个局面。</translation>
    </message>
    <message>
        <source>No legal move here: the game is over.</source>
        <translation>此处无棋可走：对局已结束。</translation>
    </message>
    <message>
        <source>The game has changed since the review started.</source>
        <translation>复盘开始后对局已有改动。</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>The review has been written into the game.</source>
        <translation>复盘结果已写入对局。</translation>
    </message>
    <message>
        <source>The review has not finished.</source>
        <translation>复盘尚未完成。</translation>
    </message>
    <message>
        <source>The game has changed since the review started; please review it again.</source>
        <translation>复盘开始后对局已有改动，请重新复盘。</translation>
    </message>
</context>
<context>
    <name>xq::session::AnalysisEngine</name>
    <message>
        <source>Xiangqi engine</source>
        <translation>象棋引擎</translation>
    </message>
</context>
<context>
    <name>xq::ui::AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>E&amp;ngine:</source>
        <translation>引擎(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>线路(&amp;L)：</translation>
    </message>
    <message>
        <source>How many of the best moves to show (MultiPV)</source>
        <translation>显示几个最佳着法（多线分析 MultiPV）</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>内置引擎</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>%1 · depth %2 · %3</source>
        <translation>%1 · 深度 %2 · %3</translation>
    </message>
    <message>
        <source>&amp;Cloud library</source>
        <translation>云库(&amp;C)</translation>
    </message>
    <message>
        <source>Also show what the cloud library (chessdb.cn) knows of the position. The cloud library is turned on, with its note on privacy, in the opening explorer&apos;s Cloud tab.</source>
        <translation>同时显示云库（chessdb.cn）对此局面的了解。云库在开局浏览器的“云库”标签页中开启，那里有隐私说明。</translation>
    </message>
    <message>
        <source>Cloud library: off. Turn it on in the opening explorer&apos;s Cloud tab (View → Opening Explorer); nothing is sent until then.</source>
        <translation>云库：已关闭。请在开局浏览器的“云库”标签页中开启（视图 → 开局浏览器）；开启前不会发送任何内容。</translation>
    </message>
    <message>
        <source>Cloud library: asking…</source>
        <translation>云库：正在查询…</translation>
    </message>
    <message>
        <source>Cloud library: %1</source>
        <translation>云库：%1</translation>
    </message>
    <message>
        <source>Cloud library:</source>
        <translation>云库：</translation>
    </message>
    <message>
        <source>The engine&apos;s state</source>
        <translation>引擎状态</translation>
    </message>
</context>
<context>
    <name>xq::ui::BookDialog</name>
    <message>
        <source>Build Opening Book</source>
        <translation>建立开局库</translation>
    </message>
    <message>
        <source>Count mirrored positions too</source>
        <translation>同时统计左右镜像局面</translation>
    </message>
    <message>
        <source>Moves played in at least (games):</source>
        <translation>着法至少出现的对局数：</translation>
    </message>
    <message>
        <source>Up to (plies):</source>
        <translation>最多步数（半回合）：</translation>
    </message>
    <message>
        <source>Each move is weighted by how often it was played and how it scored.</source>
        <translation>每步着法的权重取决于它被走的次数和战绩。</translation>
    </message>
</context>
<context>
    <name>xq::session::BuiltinEngineClient</name>
    <message>
        <source>Xiangqi engine</source>
        <translation>象棋引擎</translation>
    </message>
</context>
<context>
    <name>xq::ui::CapturedPieces</name>
    <message>
        <source>Captured pieces</source>
        <translation>吃子</translation>
    </message>
    <message>
        <source>Red took:</source>
        <translation>红方吃：</translation>
    </message>
    <message>
        <source>Black took:</source>
        <translation>黑方吃：</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>暂无</translation>
    </message>
</context>
<context>
    <name>xq::ui::ClockWidget</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <source>byo-yomi: %n period(s) left</source>
        <translation>
            <numerusform>读秒：还剩 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>then %1 × %2</source>
        <translation>然后读秒 %1 × %2</translation>
    </message>
    <message>
        <source>+%1 a move</source>
        <translation>每步加 %1</translation>
    </message>
    <message>
        <source>this move %1</source>
        <translation>本步 %1</translation>
    </message>
    <message>
        <source>%1 a move</source>
        <translation>每步 %1</translation>
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
        <source>flag fell</source>
        <translation>超时</translation>
    </message>
</context>
<context>
    <name>xq::session::Cloud</name>
    <message>
        <source>The cloud library is off: nothing was sent. Turn it on to ask chessdb.cn.</source>
        <translation>云库已关闭：没有发送任何内容。开启后即可查询 chessdb.cn。</translation>
    </message>
    <message>
        <source>The cloud library did not answer in time.</source>
        <translation>云库没有及时回应。</translation>
    </message>
    <message>
        <source>The cloud library&apos;s server refused the query (HTTP %1).</source>
        <translation>云库服务器拒绝了查询（HTTP %1）。</translation>
    </message>
    <message>
        <source>The cloud library could not be reached (no connection, or it was closed).</source>
        <translation>无法连接云库（没有连接，或连接被关闭）。</translation>
    </message>
    <message>
        <source>The cloud library sent an answer this program does not understand.</source>
        <translation>云库返回了本程序无法理解的回答。</translation>
    </message>
    <message>
        <source>The cloud library does not know this position yet.</source>
        <translation>云库尚不知道此局面。</translation>
    </message>
    <message>
        <source>The cloud library refuses this position as invalid.</source>
        <translation>云库认为此局面无效。</translation>
    </message>
    <message>
        <source>The side to move is checkmated.</source>
        <translation>走棋方已被将死。</translation>
    </message>
    <message>
        <source>The side to move has no legal move.</source>
        <translation>走棋方无着可走（困毙）。</translation>
    </message>
    <message>
        <source>The cloud library has no move to suggest here.</source>
        <translation>云库在此没有推荐着法。</translation>
    </message>
    <message numerus="yes">
        <source>endgame table: wins in %n move(s)</source>
        <translation>
            <numerusform>残局库：%n 步胜</numerusform>
        </translation>
    </message>
    <message>
        <source>endgame table: wins</source>
        <translation>残局库：胜</translation>
    </message>
    <message numerus="yes">
        <source>endgame table: loses in %n move(s)</source>
        <translation>
            <numerusform>残局库：%n 步负</numerusform>
        </translation>
    </message>
    <message>
        <source>endgame table: loses</source>
        <translation>残局库：负</translation>
    </message>
    <message>
        <source>endgame table: draw</source>
        <translation>残局库：和</translation>
    </message>
    <message>
        <source>The secure connection to the cloud library failed (its certificate is not trusted, or this system offers no TLS).</source>
        <translation>与云库的安全连接失败（其证书不受信任，或本系统不支持 TLS）。</translation>
    </message>
</context>
<context>
    <name>xq::ui::ComfortActions</name>
    <message>
        <source>&amp;High Contrast (white on red and black)</source>
        <translation>高对比度（红、黑底白字）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>棋盘(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Wood</source>
        <translation>木纹(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Plain (light)</source>
        <translation>素色（浅色）(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>Move &amp;Animation</source>
        <translation>走子动画(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>关闭(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>快(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>正常(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>慢(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Rules Guide</source>
        <translation>规则指南(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Tutorial for Beginners…</source>
        <translation>新手教程(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>xq::session::ComputerPlayer</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 Our engine plays this move instead.</source>
        <translation>%1：%2 本步改由本程序的引擎走。</translation>
    </message>
</context>
<context>
    <name>xq::ui::DatabaseActions</name>
    <message>
        <source>Game databases (*.xqdb);;All files (*)</source>
        <translation>棋谱数据库 (*.xqdb);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Game records (*.pgn *.xqf *.cbf *.cbr *.cbl *.txt *.ubb *.dhtmlxq);;All files (*)</source>
        <translation>棋谱文件 (*.pgn *.xqf *.cbf *.cbr *.cbl *.txt *.ubb *.dhtmlxq);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Opening books (*.xqbook)</source>
        <translation>开局库 (*.xqbook)</translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <source>The opening book could not be written.</source>
        <translation>无法写入开局库。</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>数据库(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Open or Create Database…</source>
        <translation>打开或新建数据库(&amp;O)…</translation>
    </message>
    <message>
        <source>Import &amp;Files…</source>
        <translation>导入文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Import Fo&amp;lder…</source>
        <translation>导入文件夹(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>搜索对局(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Build Opening Book…</source>
        <translation>建立开局库(&amp;B)…</translation>
    </message>
    <message>
        <source>Open Opening Boo&amp;k…</source>
        <translation>打开开局库(&amp;K)…</translation>
    </message>
    <message>
        <source>Opening E&amp;xplorer</source>
        <translation>开局浏览器(&amp;X)</translation>
    </message>
    <message>
        <source>Opening Explorer</source>
        <translation>开局浏览器</translation>
    </message>
    <message>
        <source>Game Database</source>
        <translation>棋谱数据库</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>数据库：%1</translation>
    </message>
    <message>
        <source>%1 is not an opening book of this program.</source>
        <translation>%1 不是本程序的开局库。</translation>
    </message>
    <message>
        <source>Co&amp;mputer&apos;s Opening Book</source>
        <translation>电脑开局库(&amp;M)</translation>
    </message>
    <message>
        <source>Computer Plays from the Opening Book</source>
        <translation>电脑按开局库走棋</translation>
    </message>
    <message>
        <source>The computer plays the open book&apos;s moves while the game is in it; how deep depends on its level (the Beginner level does not use the book).</source>
        <translation>对局仍在开局库中时，电脑走已打开的开局库的着法；用到多深取决于它的级别（入门级不用开局库）。</translation>
    </message>
    <message>
        <source>Always the Best Book Move</source>
        <translation>总走开局库最佳着法</translation>
    </message>
    <message>
        <source>Weighted Random Book Moves (Varied Openings)</source>
        <translation>按权重随机走开局库着法（开局多变）</translation>
    </message>
</context>
<context>
    <name>xq::ui::EngineActions</name>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
    </message>
    <message>
        <source>Engine &amp;Match…</source>
        <translation>引擎对局赛(&amp;M)…</translation>
    </message>
    <message numerus="yes">
        <source>%n external engine(s) installed.</source>
        <translation>
            <numerusform>已安装 %n 个外部引擎。</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>引擎出了问题</translation>
    </message>
    <message>
        <source>%1 plays %2. Go on with the built-in engine in its place for the rest of this game, or stop the game here (it is paused; you can save it or start a new one).</source>
        <translation>%1 执%2。可以让内置引擎代替它下完这盘棋，也可以在这里停止对局（对局会暂停；您可以保存它或开始新对局）。</translation>
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
        <source>Continue with the built-in engine</source>
        <translation>由内置引擎继续</translation>
    </message>
    <message>
        <source>Stop the game</source>
        <translation>停止对局</translation>
    </message>
    <message>
        <source>%1 failed; the built-in engine plays in its place.</source>
        <translation>%1 出错了；由内置引擎代替它下棋。</translation>
    </message>
</context>
<context>
    <name>xq::session::EngineClient</name>
    <message>
        <source>not running</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>启动中…</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>已崩溃</translation>
    </message>
    <message>
        <source>restarting…</source>
        <translation>重启中…</translation>
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
    <message>
        <source>%1 nodes/s</source>
        <translation>每秒 %1 节点</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>xq::ui::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>UCI (ranks 0–9: Pikafish, xiangqi-engine)</source>
        <translation>UCI（横线 0–9：皮卡鱼、xiangqi-engine）</translation>
    </message>
    <message>
        <source>UCI Fairy-Stockfish (UCI_Variant xiangqi, ranks 1–10)</source>
        <translation>UCI Fairy-Stockfish（UCI_Variant xiangqi，横线 1–10）</translation>
    </message>
    <message>
        <source>UCCI (ElephantEye)</source>
        <translation>UCCI（象眼）</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>程序：</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <source>Engine options (from the engine&apos;s own answer)</source>
        <translation>引擎选项（来自引擎自己的回答）</translation>
    </message>
    <message>
        <source>No external engine yet. Add one: Pikafish, Fairy-Stockfish, ElephantEye or any UCI/UCCI xiangqi engine.</source>
        <translation>还没有外部引擎。请添加一个：皮卡鱼（Pikafish）、Fairy-Stockfish、象眼（ElephantEye）或任何 UCI/UCCI 象棋引擎。</translation>
    </message>
    <message>
        <source>Choose an engine program</source>
        <translation>选择引擎程序</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>正在启动 %1…</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>正在测试 %1…</translation>
    </message>
    <message>
        <source>%1 removed.</source>
        <translation>已删除 %1。</translation>
    </message>
    <message>
        <source>%1 works: it answered %2 (%3) after %4 ms.</source>
        <translation>%1 工作正常：%4 毫秒后应着 %2（%3）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 added (%2, %n option(s)).</source>
        <translation>
            <numerusform>已添加 %1（%2，%n 个选项）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be asked to search.</source>
        <translation>无法让 %1 开始搜索。</translation>
    </message>
    <message>
        <source>No UCI answer; trying UCCI…</source>
        <translation>没有 UCI 回答，改试 UCCI…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Reading the options of %1…</source>
        <translation>正在读取 %1 的选项…</translation>
    </message>
    <message>
        <source>press when the engine starts</source>
        <translation>引擎启动时按下</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>the program&apos;s folder</source>
        <translation>程序所在的文件夹</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>What 100 of the engine&apos;s score units are worth in centipawns (a rook is 900). Automatic: 100, ElephantEye 450.</source>
        <translation>引擎分数的 100 个单位相当于多少厘兵（一车为 900）。自动：100，象眼（ElephantEye）为 450。</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>工作文件夹：</translation>
    </message>
    <message>
        <source>Score scale:</source>
        <translation>分数比例：</translation>
    </message>
    <message>
        <source>&amp;Copy log</source>
        <translation>复制记录(&amp;C)</translation>
    </message>
    <message>
        <source>Last exchange with the engine</source>
        <translation>与引擎最近一次的通信</translation>
    </message>
    <message>
        <source>Its first lines:</source>
        <translation>它最先输出的几行：</translation>
    </message>
    <message>
        <source>It wrote nothing.</source>
        <translation>它没有输出任何内容。</translation>
    </message>
</context>
<context>
    <name>xq::ui::EvalGraph</name>
    <message>
        <source>Score after each move, from Red&apos;s side; click to go to that move</source>
        <translation>每步之后的局面评分（以红方为准）；点击可跳到该步</translation>
    </message>
    <message>
        <source>Red better</source>
        <translation>红方占优</translation>
    </message>
    <message>
        <source>Black better</source>
        <translation>黑方占优</translation>
    </message>
</context>
<context>
    <name>xq::ui::ExplorerPanel</name>
    <message>
        <source>Mirrored positions too</source>
        <translation>包括左右镜像局面</translation>
    </message>
    <message>
        <source>Also count games that reached the left-right mirror image of this position.</source>
        <translation>同时统计出现过本局面左右镜像的对局。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Red win / draw / Black win</source>
        <translation>红胜 / 和 / 黑胜</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Double-click a count to list those games.</source>
        <translation>双击局数可列出这些对局。</translation>
    </message>
    <message>
        <source>Opening explorer: no database open (Database → Open Database…).</source>
        <translation>开局浏览器：尚未打开数据库（数据库 → 打开或新建数据库…）。</translation>
    </message>
    <message numerus="yes">
        <source>Opening explorer: %1, %n game(s).</source>
        <translation>
            <numerusform>开局浏览器：%1，共 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>en</source>
        <comment>language of opening names: en or zh</comment>
        <translation>zh</translation>
    </message>
    <message>
        <source>Click to play this move.</source>
        <translation>单击走这步棋。</translation>
    </message>
    <message>
        <source>%1 Red wins, %2 draws, %3 Black wins; %4 without a result</source>
        <translation>红胜 %1 局，和 %2 局，黑胜 %3 局；%4 局无结果</translation>
    </message>
    <message>
        <source>no results</source>
        <translation>无结果</translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>已排除</translation>
    </message>
    <message>
        <source>Cloud Library Server</source>
        <translation>云库服务器</translation>
    </message>
    <message>
        <source>Address of the cloud library&apos;s chessdb.php:</source>
        <translation>云库 chessdb.php 的地址：</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云库</translation>
    </message>
    <message>
        <source>Ask the cloud library (chessdb.cn)</source>
        <translation>查询云库（chessdb.cn）</translation>
    </message>
    <message>
        <source>Server…</source>
        <translation>服务器…</translation>
    </message>
    <message>
        <source>The address the cloud library&apos;s queries go to.</source>
        <translation>云库查询发往的地址。</translation>
    </message>
    <message>
        <source>While this is on, every position shown with this tab open, or analysed with &quot;Cloud library&quot; ticked in the analysis panel, is sent to %1, a third-party server on the Internet. Off by default.</source>
        <translation>开启后，此标签页打开时显示的每个局面，以及在分析面板中勾选“云库”时分析的每个局面，都会发送到互联网上的第三方服务器 %1。默认关闭。</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Red wins</source>
        <translation>红胜率</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>The cloud&apos;s score in centipawns, from Red&apos;s point of view.</source>
        <translation>云库的分数（以百分之一兵计），红方视角。</translation>
    </message>
    <message>
        <source>Red&apos;s winning chance after the move, as the cloud estimates it.</source>
        <translation>云库估计的走这步之后红方的胜率。</translation>
    </message>
    <message>
        <source>Off. Turn it on to see what the cloud library knows of this position.</source>
        <translation>已关闭。开启后可查看云库对此局面的了解。</translation>
    </message>
    <message>
        <source>Asking the cloud library…</source>
        <translation>正在查询云库…</translation>
    </message>
    <message>
        <source>Not evaluated yet.</source>
        <translation>尚未评估。</translation>
    </message>
    <message>
        <source>Opening explorer: no database open (Database → Open or Create Database…).</source>
        <translation>开局浏览器：尚未打开数据库（数据库 → 打开或新建数据库…）。</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>红胜/和/黑胜</translation>
    </message>
    <message>
        <source>Red wins / draws / Black wins, in per cent</source>
        <translation>红胜 / 和棋 / 黑胜（百分比）</translation>
    </message>
    <message>
        <source>Add %1 to My Repertoire for %2</source>
        <translation>把%1加入我的%2开局库</translation>
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
        <source>%1 could not be added to your repertoire: the training file %2 cannot be written.</source>
        <translation>无法把%1加入您的开局库：训练文件 %2 无法写入。</translation>
    </message>
    <message>
        <source>%1 is in your repertoire for %2 (Training → Openings → My Repertoire).</source>
        <translation>%1 已加入您的%2开局库（训练 → 开局 → 我的开局库）。</translation>
    </message>
</context>
<context>
    <name>xq::session::Fen</name>
    <message numerus="yes">
        <source>the text is too long (%n characters)</source>
        <translation>
            <numerusform>文本过长（%n 个字符）</numerusform>
        </translation>
    </message>
    <message>
        <source>the text is empty</source>
        <translation>内容为空</translation>
    </message>
    <message numerus="yes">
        <source>the text has %n part(s); a position has 2 to 6, separated by spaces (the board, the side to move, two unused parts, the rule counter and the move number)</source>
        <translation>
            <numerusform>文本有 %n 段；局面代码应有 2 至 6 段，以空格分隔（棋盘、走子方、两段未用、未吃子步数和回合数）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 of the board has %n file(s) instead of 9 (character %2)</source>
        <translation>
            <numerusform>棋盘第 %1 行有 %n 列，应为 9 列（第 %2 个字符）</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 of the board has more than 9 files (character %2)</source>
        <translation>棋盘第 %1 行超过 9 列（第 %2 个字符）</translation>
    </message>
    <message>
        <source>the board has more than 10 ranks (character %1)</source>
        <translation>棋盘超过 10 行（第 %1 个字符）</translation>
    </message>
    <message numerus="yes">
        <source>the board needs 10 ranks but has %n</source>
        <translation>
            <numerusform>棋盘应有 10 行，却只有 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a piece (row %2, file %3, character %4)</source>
        <translation>%1不是棋子（第 %2 行第 %3 列，第 %4 个字符）</translation>
    </message>
    <message numerus="yes">
        <source>too many of %1: a side has at most %n (row %2, file %3, character %4)</source>
        <translation>
            <numerusform>%1过多：一方最多 %n 个（第 %2 行第 %3 列，第 %4 个字符）</numerusform>
        </translation>
    </message>
    <message>
        <source>the Red general stands outside its palace (row %1, file %2, character %3)</source>
        <translation>红帅不在九宫之内（第 %1 行第 %2 列，第 %3 个字符）</translation>
    </message>
    <message>
        <source>the Black general stands outside its palace (row %1, file %2, character %3)</source>
        <translation>黑将不在九宫之内（第 %1 行第 %2 列，第 %3 个字符）</translation>
    </message>
    <message>
        <source>Red has no general</source>
        <translation>红方没有帅</translation>
    </message>
    <message>
        <source>Black has no general</source>
        <translation>黑方没有将</translation>
    </message>
    <message>
        <source>the side to move must be %1 (Red) or %2 (Black), not %3</source>
        <translation>走子方应为%1（红方）或%2（黑方），而不是%3</translation>
    </message>
    <message>
        <source>the rule counter (part 5) must be a number from 0 to %1, not %2</source>
        <translation>未吃子步数（第 5 段）应为 0 到 %1 之间的数，而不是%2</translation>
    </message>
    <message>
        <source>the move number (part 6) must be a number from 1 to %1, not %2</source>
        <translation>回合数（第 6 段）应为 1 到 %1 之间的数，而不是%2</translation>
    </message>
    <message>
        <source>the side that has just moved is in check (or the generals face each other)</source>
        <translation>刚走完的一方正被将军（或将帅照面）</translation>
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
    <name>xq::session::GameController</name>
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
        <source>Perpetual attack is forbidden — %1</source>
        <translation>长打违例——%1</translation>
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
    <message>
        <source>Computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <source>Computer (depth %1)</source>
        <translation>电脑（深度 %1）</translation>
    </message>
    <message>
        <source>the connection to your opponent is lost</source>
        <translation>与对手的连接已断开</translation>
    </message>
    <message>
        <source>go to the end of the game to move</source>
        <translation>请先回到对局的最后一步再走棋</translation>
    </message>
    <message>
        <source>it is your opponent&apos;s turn</source>
        <translation>现在轮到对手走棋</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>走棋</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Promote Variation</source>
        <translation>提升变着</translation>
    </message>
    <message>
        <source>Delete Variation</source>
        <translation>删除变着</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>编辑注释</translation>
    </message>
    <message>
        <source>Edit Game Information</source>
        <translation>编辑对局信息</translation>
    </message>
    <message>
        <source>Change Rules</source>
        <translation>更改规则</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
</context>
<context>
    <name>xq::session::GameDocument</name>
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
        <source>no game found</source>
        <translation>没有找到对局</translation>
    </message>
    <message>
        <source>the file holds only one game</source>
        <translation>此文件只有一盘对局</translation>
    </message>
    <message numerus="yes">
        <source>the file holds %n games</source>
        <translation>
            <numerusform>此文件只有 %n 盘对局</numerusform>
        </translation>
    </message>
    <message>
        <source>this game has no file of its own to be saved back to</source>
        <translation>这盘对局没有可以写回的文件</translation>
    </message>
</context>
<context>
    <name>xq::ui::ImportDialog</name>
    <message>
        <source>Import Games</source>
        <translation>导入对局</translation>
    </message>
    <message>
        <source>Reading the files…</source>
        <translation>正在读取文件…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 files read, %n game(s) imported.</source>
        <translation>
            <numerusform>已读取 %1 / %2 个文件，导入 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: nothing of this import is kept…</source>
        <translation>正在取消：本次导入的内容都不会保留…</translation>
    </message>
    <message>
        <source>The database cannot be opened (%1).</source>
        <translation>无法打开数据库（%1）。</translation>
    </message>
    <message>
        <source>This file is not a game database of this program.</source>
        <translation>这个文件不是本程序的棋谱数据库。</translation>
    </message>
    <message>
        <source>This database was written by a newer version of the program.</source>
        <translation>这个数据库由更新版本的程序写成。</translation>
    </message>
    <message>
        <source>The database could not be written (%1).</source>
        <translation>无法写入数据库（%1）。</translation>
    </message>
    <message>
        <source>%1: no such file.</source>
        <translation>%1：文件不存在。</translation>
    </message>
    <message>
        <source>%1: not a file.</source>
        <translation>%1：不是文件。</translation>
    </message>
    <message>
        <source>%1: larger than 1 GiB.</source>
        <translation>%1：超过 1 GiB。</translation>
    </message>
    <message>
        <source>%1: cannot be read.</source>
        <translation>%1：无法读取。</translation>
    </message>
    <message>
        <source>%1, game %2: %3</source>
        <translation>%1，第 %2 局：%3</translation>
    </message>
    <message>
        <source>%1, game %2: %3 (imported up to there).</source>
        <translation>%1，第 %2 局：%3（已导入到此处为止）。</translation>
    </message>
    <message>
        <source>%1: skipped, no game record in it.</source>
        <translation>%1：已跳过，其中没有棋谱。</translation>
    </message>
    <message>
        <source>Nothing of this import was kept.</source>
        <translation>本次导入的内容都没有保留。</translation>
    </message>
    <message>
        <source>Import cancelled: nothing of it was kept.</source>
        <translation>导入已取消：没有保留任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported</source>
        <translation>
            <numerusform>导入了 %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %n file(s) in %1 s.</source>
        <translation>
            <numerusform>，来自 %n 个文件，用时 %1 秒。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) or game(s) could not be read.</source>
        <translation>
            <numerusform>有 %n 个文件或对局无法读取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) skipped: no game record in them.</source>
        <translation>
            <numerusform>已跳过 %n 个文件：其中没有棋谱。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::session::Level</name>
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
        <source>Computer &amp;Threads</source>
        <translation>电脑计算线程(&amp;T)</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n 个线程</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) (all cores but one)</source>
        <translation>
            <numerusform>%n 个线程（留一个核心）</numerusform>
        </translation>
    </message>
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
        <translation>剪贴板中不是有效的局面代码：
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
        <source>perpetual attack is forbidden</source>
        <translation>长打违例</translation>
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
        <source>Unsaved game</source>
        <translation>对局未保存</translation>
    </message>
    <message>
        <source>The game on the board has not been saved. Save it first?</source>
        <translation>棋盘上的对局尚未保存。要先保存吗？</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>轮到</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>%1 (Red) against %2 (Black)</source>
        <translation>%1（红）对 %2（黑）</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>对局已结束</translation>
    </message>
    <message>
        <source>The game is over (%1). Do you want to continue playing from this position?</source>
        <translation>对局已结束（%1）。要从这个局面继续下吗？</translation>
    </message>
    <message>
        <source>The game goes on from this position.</source>
        <translation>对局从这个局面继续。</translation>
    </message>
    <message>
        <source>XQF (*.xqf)</source>
        <translation>XQF (*.xqf)</translation>
    </message>
    <message>
        <source>Export Picture</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>显示坐标</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Welcome! %1. Click a piece, then where it should go. Game → New Game… (Ctrl+N) chooses your side and the computer&apos;s level; Help → Rules Guide (F1) explains the pieces.</source>
        <translation>欢迎！%1。先点击一个棋子，再点击要走到的位置。“对局 → 新对局…”（Ctrl+N）可以选择执哪一方和电脑的级别；“帮助 → 规则指南”（F1）介绍各个棋子的走法。</translation>
    </message>
    <message>
        <source>The game in progress cannot be auto-saved: %1</source>
        <translation>无法自动保存当前对局：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of this file could not be read and were left out (the first: %1)</source>
        <translation>
            <numerusform>此文件中有 %n 局无法读取，已略去（第一个：%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Game records (*.pgn *.xqf *.cbf *.cbr *.cbl *.ubb *.txt *.dhtmlxq);;PGN (*.pgn);;XQF (*.xqf);;DhtmlXQ / UBB (*.ubb *.txt *.dhtmlxq);;ChessBridge (*.cbf *.cbr *.cbl);;All files (*)</source>
        <translation>棋谱文件 (*.pgn *.xqf *.cbf *.cbr *.cbl *.ubb *.txt *.dhtmlxq);;PGN (*.pgn);;XQF (*.xqf);;DhtmlXQ / UBB (*.ubb *.txt *.dhtmlxq);;象棋桥 (*.cbf *.cbr *.cbl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export P&amp;icture…</source>
        <translation>导出图片(&amp;I)…</translation>
    </message>
    <message>
        <source>Open Recen&amp;t</source>
        <translation>最近打开(&amp;T)</translation>
    </message>
    <message>
        <source>P&amp;ause Computers</source>
        <translation>暂停电脑对弈(&amp;A)</translation>
    </message>
    <message>
        <source>Computer against Computer S&amp;peed</source>
        <translation>电脑对弈速度(&amp;P)</translation>
    </message>
    <message>
        <source>Paste &amp;FEN</source>
        <translation>粘贴 FEN(&amp;F)</translation>
    </message>
    <message>
        <source>Play from Her&amp;e</source>
        <translation>从此处续下(&amp;E)</translation>
    </message>
    <message>
        <source>Play on from the position shown, with the players of your last new game</source>
        <translation>按上次新对局的双方，从当前局面接着下</translation>
    </message>
    <message>
        <source>&amp;Repetition Rules</source>
        <translation>重复规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Asian Rules (perpetual check and chase lose)</source>
        <translation>亚洲规则（长将、长捉判负）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Chinese Rules (threats of mate, one check one chase lose too)</source>
        <translation>中国规则（长杀、一将一捉也判负）(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Simple Rules (only perpetual check loses)</source>
        <translation>简单规则（只有长将判负）(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Warn Before a Move That Loses by Repetition</source>
        <translation>走出因重复而判负的着法前提醒(&amp;W)</translation>
    </message>
    <message>
        <source>Repetitions are now judged by the %1.</source>
        <translation>重复局面现按%1判定。</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>重复局面</translation>
    </message>
    <message>
        <source>This move repeats the position a third time and loses the game.</source>
        <translation>这步棋使局面第三次重复，会被判负。</translation>
    </message>
    <message>
        <source>Play It Anyway</source>
        <translation>仍然走这步</translation>
    </message>
    <message>
        <source>Choose Another Move</source>
        <translation>另走一步</translation>
    </message>
    <message>
        <source>The computer played a move from its opening book.</source>
        <translation>电脑走了一步开局库着法。</translation>
    </message>
    <message>
        <source>This game could be read only up to a place (%1); the moves before it are shown. Save As keeps them in a new file.</source>
        <translation>此棋局只能读到某处（%1）；之前的着法已显示。用“另存为”可把它们存入新文件。</translation>
    </message>
    <message>
        <source>the built-in engine plays in its place</source>
        <translation>由内置引擎代走</translation>
    </message>
    <message>
        <source>the built-in engine stands in for it</source>
        <translation>内置引擎曾代走</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销%1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做%1(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (game %2 of %3)</source>
        <translation>%1（第 %2 局，共 %3 局）</translation>
    </message>
    <message>
        <source>%1[*] — Xiangqi</source>
        <translation>%1[*] — 中国象棋</translation>
    </message>
    <message>
        <source>&amp;Chinese, Simplified Characters (马二进三)</source>
        <translation>中文记谱，简体字 (马二进三)(&amp;C)</translation>
    </message>
    <message>
        <source>Chinese, &amp;Traditional Characters (傌二進三)</source>
        <translation>中文记谱，繁体字 (傌二進三)(&amp;T)</translation>
    </message>
    <message>
        <source>PGN, Chinese moves in simplified characters (*.pgn)</source>
        <translation>PGN，中文着法，简体字 (*.pgn)</translation>
    </message>
    <message>
        <source>PGN, Chinese moves in traditional characters (*.pgn)</source>
        <translation>PGN，中文着法，繁体字 (*.pgn)</translation>
    </message>
    <message>
        <source>Welcome! Click a piece, then the point where it should go. Game → New Game… (Ctrl+N) chooses your side and the computer's level; Help → Rules Guide (F1) explains the pieces.</source>
        <translation>欢迎！先点击一个棋子，再点击要走到的位置。“对局 → 新对局…”（Ctrl+N）可以选择执哪一方和电脑的级别；“帮助 → 规则指南”（F1）介绍各个棋子的走法。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the welcome</source>
        <translation>关闭欢迎说明</translation>
    </message>
    <message>
        <source>&amp;Game Information…</source>
        <translation>对局信息(&amp;G)…</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Does Red really resign this game? Black wins.</source>
        <translation>红方确定认输吗？黑方将获胜。</translation>
    </message>
    <message>
        <source>Does Black really resign this game? Red wins.</source>
        <translation>黑方确定认输吗？红方将获胜。</translation>
    </message>
    <message>
        <source>Do both players agree to a draw?</source>
        <translation>双方都同意和棋吗？</translation>
    </message>
    <message>
        <source>Do you want to offer a draw?</source>
        <translation>要提议和棋吗？</translation>
    </message>
    <message>
        <source>Welcome! Click a piece, then the point where it should go. Game → New Game… (Ctrl+N) chooses your side and the computer&apos;s level; Help → Rules Guide (F1) explains the pieces.</source>
        <translation>欢迎！先点击一个棋子，再点击要走到的位置。“对局 → 新对局…”（Ctrl+N）可以选择执哪一方和电脑的级别；“帮助 → 规则指南”（F1）介绍各个棋子的走法。</translation>
    </message>
    <message>
        <source>Game panel</source>
        <translation>对局面板</translation>
    </message>
    <message>
        <source>Game → Training… (Ctrl+Shift+T): puzzles at your level and your own mistakes.</source>
        <translation>对局 → 训练…（Ctrl+Shift+T）：适合你水平的习题和你自己的失误。</translation>
    </message>
</context>
<context>
    <name>xq::ui::MatchDialog</name>
    <message>
        <source>Engine Match</source>
        <translation>引擎对局赛</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Start every game from the position on the board</source>
        <translation>每局都从棋盘上的局面开始</translation>
    </message>
    <message>
        <source>First engine:</source>
        <translation>第一个引擎：</translation>
    </message>
    <message>
        <source>Second engine:</source>
        <translation>第二个引擎：</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>局数：</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>计时：</translation>
    </message>
    <message>
        <source>Time per move without a clock:</source>
        <translation>不计时时每步时间：</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>局</translation>
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
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Xiangqi — %1</source>
        <translation>象棋 — %1</translation>
    </message>
    <message>
        <source> (first)</source>
        <translation>（先）</translation>
    </message>
    <message>
        <source> (second)</source>
        <translation>（后）</translation>
    </message>
    <message>
        <source>playing…</source>
        <translation>对局中…</translation>
    </message>
    <message>
        <source>½–½</source>
        <translation>½–½</translation>
    </message>
    <message>
        <source>1–0</source>
        <translation>1–0</translation>
    </message>
    <message>
        <source>0–1</source>
        <translation>0–1</translation>
    </message>
    <message>
        <source>Match over.</source>
        <translation>比赛结束。</translation>
    </message>
    <message>
        <source>stopped (not counted)</source>
        <translation>已停止（不计）</translation>
    </message>
    <message>
        <source>Match stopped.</source>
        <translation>比赛已停止。</translation>
    </message>
    <message>
        <source>%1 against %2: %3 won, %4 drawn, %5 lost — score %6 of %7</source>
        <translation>%1 对 %2：胜 %3，和 %4，负 %5 — 得分 %6 / %7</translation>
    </message>
    <message>
        <source> (game %1 of %2 playing)</source>
        <translation>（正在下第 %1 局，共 %2 局）</translation>
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
    <message>
        <source> (check)</source>
        <translation>（将）</translation>
    </message>
    <message>
        <source> (chase)</source>
        <translation>（捉）</translation>
    </message>
    <message>
        <source> (mate threat)</source>
        <translation>（杀）</translation>
    </message>
    <message>
        <source>(draw)</source>
        <translation>（和）</translation>
    </message>
    <message>
        <source>(loss by repetition)</source>
        <translation>（重复判负）</translation>
    </message>
    <message>
        <source> (book)</source>
        <translation>（开局库）</translation>
    </message>
    <message>
        <source>The computer played this move from its opening book.</source>
        <translation>电脑从开局库中走出这步棋。</translation>
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
    <message>
        <source>Moves played</source>
        <translation>已走的着法</translation>
    </message>
</context>
<context>
    <name>xq::session::MoveReason</name>
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
    <message>
        <source>Red general</source>
        <translation>红帅</translation>
    </message>
    <message>
        <source>Black general</source>
        <translation>黑将</translation>
    </message>
    <message>
        <source>Red advisor</source>
        <translation>红仕</translation>
    </message>
    <message>
        <source>Black advisor</source>
        <translation>黑士</translation>
    </message>
    <message>
        <source>Red elephant</source>
        <translation>红相</translation>
    </message>
    <message>
        <source>Black elephant</source>
        <translation>黑象</translation>
    </message>
    <message>
        <source>Red horse</source>
        <translation>红马</translation>
    </message>
    <message>
        <source>Black horse</source>
        <translation>黑马</translation>
    </message>
    <message>
        <source>Red chariot</source>
        <translation>红车</translation>
    </message>
    <message>
        <source>Black chariot</source>
        <translation>黑车</translation>
    </message>
    <message>
        <source>Red cannon</source>
        <translation>红炮</translation>
    </message>
    <message>
        <source>Black cannon</source>
        <translation>黑炮</translation>
    </message>
    <message>
        <source>Red soldier</source>
        <translation>红兵</translation>
    </message>
    <message>
        <source>Black soldier</source>
        <translation>黑卒</translation>
    </message>
    <message>
        <source>unexpected character %1 (character %2)</source>
        <translation>无法识别的字符%1（第 %2 个字符）</translation>
    </message>
    <message>
        <source>not a move: write the piece, its file, the direction and a number, as in %1</source>
        <translation>不是着法：请依次写棋子、路数、进退平和数字，例如%1</translation>
    </message>
    <message>
        <source>ambiguous: it fits %1</source>
        <translation>有歧义：可以是%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>there is no piece on %1</source>
        <translation>%1 上没有棋子</translation>
    </message>
    <message>
        <source>there is no %1 on file %2</source>
        <translation>第 %2 路没有%1</translation>
    </message>
    <message>
        <source>the piece on %1 is Black&apos;s, and Red is to move</source>
        <translation>%1 上是黑方的棋子，现在轮到红方走</translation>
    </message>
    <message>
        <source>the piece on %1 is Red&apos;s, and Black is to move</source>
        <translation>%1 上是红方的棋子，现在轮到黑方走</translation>
    </message>
</context>
<context>
    <name>xq::ui::MoveTreeWidget</name>
    <message>
        <source>Variation %1: %2</source>
        <translation>变着 %1：%2</translation>
    </message>
    <message>
        <source>&amp;Go to This Move</source>
        <translation>转到这步(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>提升变着(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>删除变着(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Delete Moves From Here</source>
        <translation>删除此后的着法(&amp;D)</translation>
    </message>
    <message>
        <source>Edit &amp;Comment Before the First Move…</source>
        <translation>编辑第一步之前的注释(&amp;C)…</translation>
    </message>
    <message>
        <source>Edit &amp;Comment…</source>
        <translation>编辑注释(&amp;C)…</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>编辑注释</translation>
    </message>
    <message>
        <source>Comment before the first move:</source>
        <translation>第一步之前的注释：</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>%1 之后的注释：</translation>
    </message>
</context>
<context>
    <name>xq::session::Network</name>
    <message>
        <source>a message longer than the protocol allows</source>
        <translation>消息长度超过协议上限</translation>
    </message>
    <message>
        <source>a message that is not readable JSON text</source>
        <translation>消息不是可读的 JSON 文本</translation>
    </message>
    <message>
        <source>a message that is not a JSON object</source>
        <translation>消息不是 JSON 对象</translation>
    </message>
    <message>
        <source>a message of an unknown kind</source>
        <translation>未知类型的消息</translation>
    </message>
    <message>
        <source>a message with a missing or wrong field</source>
        <translation>消息缺少字段或字段有误</translation>
    </message>
    <message>
        <source>another version of the network protocol</source>
        <translation>网络协议版本不同</translation>
    </message>
    <message>
        <source>a wrong join code</source>
        <translation>加入码错误</translation>
    </message>
    <message>
        <source>a different game</source>
        <translation>不是同一盘棋</translation>
    </message>
    <message>
        <source>the game already has its two players</source>
        <translation>这盘棋已有两位棋手</translation>
    </message>
    <message>
        <source>a message that is not allowed at this point of the game</source>
        <translation>对局此时不允许这条消息</translation>
    </message>
    <message>
        <source>a move out of turn</source>
        <translation>未轮到其走棋</translation>
    </message>
    <message>
        <source>a move that was played already</source>
        <translation>这步棋已经走过</translation>
    </message>
    <message>
        <source>a move that skips a move</source>
        <translation>这步棋跳过了一步</translation>
    </message>
    <message>
        <source>a move the rules forbid</source>
        <translation>规则不允许的着法</translation>
    </message>
    <message>
        <source>a game set-up that cannot be played</source>
        <translation>无法进行的对局设置</translation>
    </message>
    <message>
        <source>a different verdict on the game</source>
        <translation>对局裁决不一致</translation>
    </message>
    <message>
        <source>a fallen flag the other clock does not confirm</source>
        <translation>对方棋钟不认可的超时</translation>
    </message>
    <message>
        <source>too many refused messages: the connection is closed</source>
        <translation>被拒绝的消息过多：连接已关闭</translation>
    </message>
</context>
<context>
    <name>xq::ui::NetworkActions</name>
    <message>
        <source>Leave Network Game</source>
        <translation>离开网络对局</translation>
    </message>
    <message>
        <source>Leave the game? It stays on the board, saved and adjourned.</source>
        <translation>离开这盘棋吗？棋局会留在棋盘上，已保存并封盘。</translation>
    </message>
    <message>
        <source>The message cannot be sent now: not connected.</source>
        <translation>现在无法发送消息：未连接。</translation>
    </message>
    <message>
        <source>The game begins: you play %1 against %2.</source>
        <translation>对局开始：您执%1，对手是 %2。</translation>
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
        <source>%1 asks to take back their last move. Do you agree?</source>
        <translation>%1 请求悔棋（收回上一步）。您同意吗？</translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1 提议和棋。您接受吗？</translation>
    </message>
    <message>
        <source>The referees disagree</source>
        <translation>裁决不一致</translation>
    </message>
    <message>
        <source>After the last move this program&apos;s referee says “%1” and your opponent&apos;s says “%2”. The game goes on by this program&apos;s rules; the difference is in the log.</source>
        <translation>上一步之后，本程序的裁判判定为“%1”，对手程序判定为“%2”。对局按本程序的规则继续；差异已记入日志。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s program refused a message: %1</source>
        <translation>对手的程序拒绝了一条消息：%1</translation>
    </message>
    <message>
        <source>Play over the Net&amp;work…</source>
        <translation>网络对弈(&amp;W)…</translation>
    </message>
    <message>
        <source>Leave Networ&amp;k Game</source>
        <translation>离开网络对局(&amp;K)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Type a message and press Enter</source>
        <translation>输入消息后按回车</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Play over the Network</source>
        <translation>网络对弈</translation>
    </message>
    <message>
        <source>Cannot host a game on port %1: %2</source>
        <translation>无法在端口 %1 上开局：%2</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Waiting for your opponent to join: address %1, port %2, code %3</source>
        <translation>等待对手加入：地址 %1，端口 %2，加入码 %3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 说：%2</translation>
    </message>
    <message>
        <source>Your opponent asks</source>
        <translation>对手的请求</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>网络对局</translation>
    </message>
    <message>
        <source>Network game: you (%1) against %2</source>
        <translation>网络对局：您（%1）对 %2</translation>
    </message>
    <message>
        <source>Reconnect to the &amp;Host</source>
        <translation>重新连接主机(&amp;H)</translation>
    </message>
    <message>
        <source>The network game cannot be kept for a restart: %1</source>
        <translation>无法为重新启动保存网络对局：%1</translation>
    </message>
    <message>
        <source>You hosted it on port %1.</source>
        <translation>您在端口 %1 上主持了这盘棋。</translation>
    </message>
    <message>
        <source>You joined it at %1, port %2.</source>
        <translation>您在 %1 的端口 %2 加入了这盘棋。</translation>
    </message>
    <message>
        <source>Unfinished network game</source>
        <translation>未完成的网络对局</translation>
    </message>
    <message numerus="yes">
        <source>Your network game against %1 (you play %2, %n move(s) played) was not finished. %3 Resume it?</source>
        <translation>
            <numerusform>您与 %1 的网络对局（您执%2，已走 %n 步）尚未结束。%3要继续吗？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::NetworkDialog</name>
    <message>
        <source>Play over the Network</source>
        <translation>网络对弈</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>您的名字：</translation>
    </message>
    <message>
        <source>Red (moves first)</source>
        <translation>红方（先走）</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>随机决定</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>您执：</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>棋钟：</translation>
    </message>
    <message>
        <source>Asian rules</source>
        <translation>亚洲规则</translation>
    </message>
    <message>
        <source>Chinese rules</source>
        <translation>中国规则</translation>
    </message>
    <message>
        <source>Simple rules</source>
        <translation>简单规则</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>The standard start</source>
        <translation>标准开局</translation>
    </message>
    <message>
        <source>The position on the board</source>
        <translation>棋盘上的当前局面</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>开始于：</translation>
    </message>
    <message>
        <source>Allow hints, analysis and the engine panel (for both players)</source>
        <translation>允许提示、分析和引擎面板（双方均可）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>the game is adjourned</source>
        <translation>封盘</translation>
    </message>
    <message>
        <source>your opponent loses on time</source>
        <translation>对手超时判负</translation>
    </message>
    <message>
        <source>then</source>
        <translation>然后</translation>
    </message>
    <message>
        <source>If the connection drops, wait:</source>
        <translation>连接断开时等待：</translation>
    </message>
    <message>
        <source>every address of this computer</source>
        <translation>本机的所有地址</translation>
    </message>
    <message>
        <source>Listen on:</source>
        <translation>监听地址：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Announce the game on the local network</source>
        <translation>在局域网内广播这盘棋</translation>
    </message>
    <message>
        <source>Give your friend this computer&apos;s address and the port (the status line shows them once you host). Over the internet this works only when the port can be reached from outside: forwarded to this computer by your router and open in its firewall.</source>
        <translation>把本机的地址和端口告诉朋友（开局后状态栏会显示）。通过互联网对弈时，必须能从外部访问这个端口：路由器要把它转发到本机，防火墙也要放行。</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>开局（做主机）</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <translation>局域网内的对局：</translation>
    </message>
    <message>
        <source>an address (192.168.1.20, 2001:db8::5) or a name</source>
        <translation>地址（192.168.1.20、2001:db8::5）或主机名</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>optional: the host&apos;s join code</source>
        <translation>可选：主机的加入码</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>加入码：</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入对局</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>%1 — %2, port %3</source>
        <translation>%1 — %2，端口 %3</translation>
    </message>
    <message>
        <source>“%1” is not an address of this computer (for example 0.0.0.0, 192.168.1.20 or ::).</source>
        <translation>“%1”不是本机的地址（例如 0.0.0.0、192.168.1.20 或 ::）。</translation>
    </message>
    <message>
        <source>Type the address of the computer that hosts the game.</source>
        <translation>请输入开局主机的地址。</translation>
    </message>
    <message>
        <source>Host or join a game</source>
        <translation>开设或加入对局</translation>
    </message>
    <message>
        <source>When the wait is over</source>
        <translation>等待结束后</translation>
    </message>
</context>
<context>
    <name>xq::session::NetworkGame</name>
    <message>
        <source>The connection is lost — trying again…</source>
        <translation>连接已断开 — 正在重试…</translation>
    </message>
    <message>
        <source>The connection is lost — waiting for %1 to come back…</source>
        <translation>连接已断开 — 等待 %1 回来…</translation>
    </message>
    <message>
        <source>Could not join the game at %1, port %2.</source>
        <translation>无法加入 %1 端口 %2 上的对局。</translation>
    </message>
    <message>
        <source>%1 did not come back in time and loses on time.</source>
        <translation>%1 未能按时回来，超时判负。</translation>
    </message>
    <message>
        <source>The game is adjourned: %1 did not come back in time. It is saved; %1 can still rejoin.</source>
        <translation>封盘：%1 未能按时回来。棋局已保存，%1 仍可重新加入。</translation>
    </message>
    <message>
        <source>The other program speaks another version of the network protocol (%1; this one speaks %2).</source>
        <translation>对方程序使用另一版本的网络协议（%1；本程序为 %2）。</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>客人</translation>
    </message>
    <message>
        <source>The host&apos;s game cannot be played here (%1).</source>
        <translation>主机的对局无法在这里进行（%1）。</translation>
    </message>
    <message>
        <source>The host&apos;s moves do not form a legal game here; the game cannot go on.</source>
        <translation>主机的着法在这里不构成合法的对局，无法继续。</translation>
    </message>
    <message>
        <source>Connected again — the game goes on.</source>
        <translation>已重新连接 — 对局继续。</translation>
    </message>
    <message>
        <source>You asked to take back your last move; waiting for %1&apos;s answer.</source>
        <translation>您请求悔棋，等待 %1 答复。</translation>
    </message>
    <message>
        <source>%1 agrees: your move is taken back.</source>
        <translation>%1 同意了：您的棋已收回。</translation>
    </message>
    <message>
        <source>%1 declines to take the move back.</source>
        <translation>%1 不同意悔棋。</translation>
    </message>
    <message>
        <source>You offered a draw; waiting for %1&apos;s answer.</source>
        <translation>您提议和棋，等待 %1 答复。</translation>
    </message>
    <message>
        <source>%1 accepts the draw.</source>
        <translation>%1 接受和棋。</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation>%1 拒绝和棋。</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 认输。</translation>
    </message>
    <message>
        <source>The host refused the join code.</source>
        <translation>主机拒绝了加入码。</translation>
    </message>
    <message>
        <source>That game already has its two players.</source>
        <translation>这盘棋已有两位棋手。</translation>
    </message>
    <message>
        <source>The host refused to start the game (%1).</source>
        <translation>主机拒绝开始对局（%1）。</translation>
    </message>
    <message>
        <source>%1 left the game. It is saved and adjourned.</source>
        <translation>%1 离开了对局。棋局已保存并封盘。</translation>
    </message>
    <message>
        <source>%1 left.</source>
        <translation>%1 离开了。</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Waiting for your opponent to join (port %1, code %2)…</source>
        <translation>等待对手加入（端口 %1，加入码 %2）…</translation>
    </message>
    <message>
        <source>Connecting to %1, port %2…</source>
        <translation>正在连接 %1，端口 %2…</translation>
    </message>
    <message>
        <source>Connected — setting up the game…</source>
        <translation>已连接 — 正在设置对局…</translation>
    </message>
    <message>
        <source>Connected to %1 — your move</source>
        <translation>已连接 %1 — 轮到您走</translation>
    </message>
    <message>
        <source>Connected — %1 is thinking…</source>
        <translation>已连接 — %1 正在思考…</translation>
    </message>
    <message>
        <source>The game is over — connected to %1</source>
        <translation>对局结束 — 已连接 %1</translation>
    </message>
    <message>
        <source>Connection lost, trying again… (clocks stopped)</source>
        <translation>连接已断开，正在重试…（棋钟已停）</translation>
    </message>
    <message>
        <source>Connection lost — waiting for %1 to come back (clocks stopped)</source>
        <translation>连接已断开 — 等待 %1 回来（棋钟已停）</translation>
    </message>
    <message>
        <source>The game is adjourned</source>
        <translation>已封盘</translation>
    </message>
    <message>
        <source>The game is adjourned: the host cannot be reached. It is saved; Game → Reconnect to the Host tries again.</source>
        <translation>封盘：无法连接主机。棋局已保存；“对局 → 重新连接主机”可以再试。</translation>
    </message>
    <message>
        <source>the game begins when your opponent joins</source>
        <translation>对手加入后对局才开始</translation>
    </message>
    <message>
        <source>The host no longer has this game (%1); it cannot be resumed.</source>
        <translation>主机已没有这盘棋（%1），无法继续。</translation>
    </message>
    <message>
        <source>its “%1” part is damaged%2</source>
        <translation>其中“%1”部分已损坏%2</translation>
    </message>
    <message>
        <source>it is not a saved network game</source>
        <translation>它不是保存的网络对局</translation>
    </message>
    <message>
        <source>it was written by another version (%1)</source>
        <translation>它由另一个版本写入（%1）</translation>
    </message>
    <message>
        <source>its role, name, code or port is damaged</source>
        <translation>其中的角色、名字、加入码或端口已损坏</translation>
    </message>
    <message>
        <source>the address it listened on is damaged</source>
        <translation>其中的监听地址已损坏</translation>
    </message>
    <message>
        <source>the host&apos;s address is damaged</source>
        <translation>其中的主机地址已损坏</translation>
    </message>
    <message>
        <source>its set-up cannot be played (%1)</source>
        <translation>其对局设置无法进行（%1）</translation>
    </message>
    <message>
        <source>its moves belong to another game</source>
        <translation>其中的着法属于另一盘棋</translation>
    </message>
    <message>
        <source>its move %1 (%2) is not legal</source>
        <translation>其中第 %1 步（%2）不合规则</translation>
    </message>
    <message>
        <source>The saved network game cannot be resumed: %1.</source>
        <translation>保存的网络对局无法继续：%1。</translation>
    </message>
    <message>
        <source>Cannot listen on port %1 again: %2</source>
        <translation>无法再次监听端口 %1：%2</translation>
    </message>
    <message>
        <source>The network game against %1 is back on the board — waiting for %1 to come back…</source>
        <translation>与 %1 的网络对局已恢复到棋盘上——等待 %1 回来……</translation>
    </message>
    <message>
        <source>The network game against %1 is back on the board — calling the host again…</source>
        <translation>与 %1 的网络对局已恢复到棋盘上——正在重新连接主机……</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>it is larger than 1 MB</source>
        <translation>它大于 1 MB</translation>
    </message>
    <message>
        <source>it cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>it is not JSON (%1 at byte %2)</source>
        <translation>它不是 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>The network game from last time was damaged (%1) and has been removed.</source>
        <translation>上次的网络对局已损坏（%1），已被删除。</translation>
    </message>
    <message>
        <source>The network game from last time was damaged (%1). It has been moved to %2.</source>
        <translation>上次的网络对局已损坏（%1），已移至 %2。</translation>
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
        <translation>局面代码有误：%1</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>电脑：</translation>
    </message>
    <message>
        <source>Our engine plays at the strength below; an external engine (Options → Engines…) thinks for the time per move below (1 s when none is set) or by the clock</source>
        <translation>本程序的引擎按下面的棋力走；外部引擎（选项 → 引擎…）按下面的每步时间（未设时 1 秒）或按棋钟思考</translation>
    </message>
    <message>
        <source>Red plays with:</source>
        <translation>红方由谁走：</translation>
    </message>
    <message>
        <source>Black plays with:</source>
        <translation>黑方由谁走：</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>计时：</translation>
    </message>
    <message>
        <source>Xiangqi (our engine)</source>
        <translation>象棋（本程序的引擎）</translation>
    </message>
    <message>
        <source>How repetitions are judged: Asian rules (perpetual check and perpetual chase lose), Chinese rules (perpetual threats of mate, one check one chase and chasing several pieces lose too), or simple rules (only perpetual check loses)</source>
        <translation>重复局面的判法：亚洲规则（长将、长捉判负），中国规则（长杀、一将一捉、捉数子也判负），简单规则（只有长将判负）</translation>
    </message>
    <message>
        <source>Repetition rules:</source>
        <translation>重复规则：</translation>
    </message>
</context>
<context>
    <name>xq::session::Pgn</name>
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
        <source>this is no game record: it has no tags, and %1 is no move</source>
        <translation>这不是棋谱：没有标签，%1 也不是着法</translation>
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
        <source>the byte %1 on %2 is no piece</source>
        <translation>%2 上的字节 %1 不是棋子</translation>
    </message>
    <message>
        <source>square index %1 is off the board (0–89)</source>
        <translation>格子编号 %1 在棋盘之外（应为 0–89）</translation>
    </message>
    <message>
        <source>two pieces on %1</source>
        <translation>%1 上有两个棋子</translation>
    </message>
    <message>
        <source>a comment of negative length</source>
        <translation>注释长度为负数</translation>
    </message>
    <message>
        <source>a variation leaves a line or move that does not exist</source>
        <translation>变着出自不存在的分支或着法</translation>
    </message>
    <message>
        <source>game %1, %2</source>
        <translation>第 %1 局，%2</translation>
    </message>
    <message>
        <source>the FEN %1 is not a valid start position: %2</source>
        <translation>开局局面代码%1无效：%2</translation>
    </message>
    <message>
        <source>the FEN %1 is not a valid start position</source>
        <translation>开局局面代码%1无效</translation>
    </message>
</context>
<context>
    <name>xq::ui::PositionEditor</name>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>不是局面代码：%1</translation>
    </message>
    <message>
        <source>Position Editor</source>
        <translation>摆棋</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>走棋方：</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>红方(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>黑方(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>清空棋盘(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>初始局面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <source>Eraser: a click removes a piece (a right click always does)</source>
        <translation>橡皮：单击即移除棋子（右键单击总是移除）</translation>
    </message>
    <message>
        <source>&amp;FEN (edit and press Enter):</source>
        <translation>&amp;FEN（编辑后按回车）：</translation>
    </message>
    <message>
        <source>Check before play</source>
        <translation>开始前检查</translation>
    </message>
    <message>
        <source>P&amp;lay as:</source>
        <translation>对局方式(&amp;L)：</translation>
    </message>
    <message>
        <source>Red against the computer</source>
        <translation>执红对电脑</translation>
    </message>
    <message>
        <source>Black against the computer</source>
        <translation>执黑对电脑</translation>
    </message>
    <message>
        <source>Two players (hotseat)</source>
        <translation>双人对弈（同一台电脑）</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>开始对局(&amp;P)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Click a point to place the selected piece, drag pieces to move them, drag them off the board or right-click to remove them</source>
        <translation>单击交叉点放置所选棋子，拖动棋子可移动，拖出棋盘或右键单击可移除</translation>
    </message>
    <message>
        <source>The clipboard does not hold a FEN: %1</source>
        <translation>剪贴板中不是局面代码：%1</translation>
    </message>
    <message>
        <source>red general</source>
        <translation>红帅</translation>
    </message>
    <message>
        <source>black general</source>
        <translation>黑将</translation>
    </message>
    <message>
        <source>red advisor</source>
        <translation>红仕</translation>
    </message>
    <message>
        <source>black advisor</source>
        <translation>黑士</translation>
    </message>
    <message>
        <source>red elephant</source>
        <translation>红相</translation>
    </message>
    <message>
        <source>black elephant</source>
        <translation>黑象</translation>
    </message>
    <message>
        <source>red horse</source>
        <translation>红马</translation>
    </message>
    <message>
        <source>black horse</source>
        <translation>黑马</translation>
    </message>
    <message>
        <source>red chariot</source>
        <translation>红车</translation>
    </message>
    <message>
        <source>black chariot</source>
        <translation>黑车</translation>
    </message>
    <message>
        <source>red cannon</source>
        <translation>红炮</translation>
    </message>
    <message>
        <source>black cannon</source>
        <translation>黑炮</translation>
    </message>
    <message>
        <source>red soldier</source>
        <translation>红兵</translation>
    </message>
    <message>
        <source>black soldier</source>
        <translation>黑卒</translation>
    </message>
    <message>
        <source>Too many: %1 × %2 (a side has at most %3) at %4</source>
        <translation>太多：%1 × %2（每方最多 %3 个），位于 %4</translation>
    </message>
    <message>
        <source>%1 has no general</source>
        <translation>%1没有将帅</translation>
    </message>
    <message>
        <source>The %1 on %2 is outside its palace</source>
        <translation>%2 的%1在九宫之外</translation>
    </message>
    <message>
        <source>The %1 on %2 is off its points (the five points of the palace diagonals)</source>
        <translation>%2 的%1不在它能到的位置（九宫斜线上的五个点）</translation>
    </message>
    <message>
        <source>The %1 on %2 is off its seven points (it never crosses the river)</source>
        <translation>%2 的%1不在它的七个点上（它不能过河）</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot stand there (behind its starting rank, or on its own side off the starting files)</source>
        <translation>%2 的%1不能在那里（在起始横线之后，或在本方一侧却不在起始直线上）</translation>
    </message>
    <message>
        <source>The generals face each other on an open file (%1)</source>
        <translation>将帅在同一直线上照面（%1）</translation>
    </message>
    <message>
        <source>%1 is in check but it is not %1&apos;s turn (general on %2)</source>
        <translation>%1被将军，但不是%1走棋（将帅在 %2）</translation>
    </message>
    <message>
        <source>The position is legal. Choose the players and press Play.</source>
        <translation>局面合法。请选择对局方式，然后点“开始对局”。</translation>
    </message>
</context>
<context>
    <name>xq::session::Puzzle</name>
    <message>
        <source>the position is not valid: %1</source>
        <translation>局面无效：%1</translation>
    </message>
    <message>
        <source>the mate length must be a whole number of at least 1, not %1</source>
        <translation>杀棋步数应为不小于 1 的整数，而不是%1</translation>
    </message>
    <message>
        <source>the move limit must be a whole number of at least 1, not %1</source>
        <translation>步数限制应为不小于 1 的整数，而不是%1</translation>
    </message>
    <message>
        <source>the solution move %1 is not legal in the position</source>
        <translation>答案着法%1在此局面下不合规则</translation>
    </message>
    <message>
        <source>it gives both a mate length (%1) and a move limit (%2)</source>
        <translation>同时给出了杀棋步数（%1）和步数限制（%2）</translation>
    </message>
    <message>
        <source>it gives no mate length (%1) or move limit (%2)</source>
        <translation>既没有杀棋步数（%1），也没有步数限制（%2）</translation>
    </message>
    <message>
        <source>the game has no %1 tag and its moves do not end in mate</source>
        <translation>对局没有%1标签，着法也没有以杀棋结束</translation>
    </message>
</context>
<context>
    <name>xq::ui::PuzzleDialog</name>
    <message>
        <source>Endgame Puzzles</source>
        <translation>残局练习</translation>
    </message>
    <message>
        <source>&amp;Hint (−1 mark)</source>
        <translation>提示（扣一分）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>重来(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Collection…</source>
        <translation>打开题库(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Shows a move that keeps the mate; a solved puzzle then earns one mark less</source>
        <translation>显示一步仍能保持杀棋的着法；解题得分因此少一分</translation>
    </message>
    <message>
        <source>Classic mates</source>
        <translation>经典杀法</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>no puzzle found (EPD lines &quot;FEN; dm N&quot; or PGN games with a [FEN] tag)</source>
        <translation>没有找到题目（EPD 行 &quot;FEN; dm N&quot;，或带 [FEN] 标签的 PGN 对局）</translation>
    </message>
    <message>
        <source>line or game %1: %2</source>
        <translation>第 %1 行或局：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n entries of the file could not be read and were skipped (the first: line or game %1: %2).</source>
        <translation>
            <numerusform>文件中有 %n 项无法读取，已跳过（第一项：第 %1 行或局：%2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>车</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>马</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>炮</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>兵卒</translation>
    </message>
    <message>
        <source>%1. Mate in %2</source>
        <translation>%1. %2 步杀</translation>
    </message>
    <message>
        <source>%1: %2 of %3 solved, %4 marks of %5</source>
        <translation>%1：已解 %2 / %3 题，得分 %4 / %5</translation>
    </message>
    <message>
        <source>No puzzles</source>
        <translation>没有题目</translation>
    </message>
    <message>
        <source>Open a collection: EPD lines &quot;FEN; dm N&quot; or PGN games with a [FEN] tag.</source>
        <translation>请打开题库：EPD 行 &quot;FEN; dm N&quot;，或带 [FEN] 标签的 PGN 对局。</translation>
    </message>
    <message numerus="yes">
        <source>Red to move and mate in %n</source>
        <translation>
            <numerusform>红先 %n 步杀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black to move and mate in %n</source>
        <translation>
            <numerusform>黑先 %n 步杀</numerusform>
        </translation>
    </message>
    <message>
        <source>Find the move that keeps the mate. The computer defends as well as it can.</source>
        <translation>找出保持杀棋的着法。电脑会尽力防守。</translation>
    </message>
    <message>
        <source>This puzzle&apos;s position cannot be played.</source>
        <translation>这道题的局面无法对弈。</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>不允许：%1</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Solved! Mate in time — %n mark(s) of %1.</source>
        <translation>
            <numerusform>解出！按时杀棋——得 %n 分（满分 %1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: after this move there is no forced mate within the moves left. Retry, or go on to the next puzzle.</source>
        <translation>失败：这步之后在剩余步数内没有强制杀棋。请重来，或做下一题。</translation>
    </message>
    <message numerus="yes">
        <source>Good. The computer answers %1. Mate in %n more.</source>
        <translation>
            <numerusform>好。电脑应 %1。还需 %n 步杀。</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>正在寻找提示…</translation>
    </message>
    <message>
        <source>No hint found in time.</source>
        <translation>没能及时找到提示。</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 (%n hint(s) used, one mark each)</source>
        <translation>
            <numerusform>提示：%1（已用 %n 次提示，每次扣一分）</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Puzzle Collection</source>
        <translation>打开题库</translation>
    </message>
    <message>
        <source>Cannot open the collection</source>
        <translation>无法打开题库</translation>
    </message>
    <message>
        <source>%1 could not be read:
%2</source>
        <translation>无法读取 %1：
%2</translation>
    </message>
    <message>
        <source>Open a Folder of Puzzles</source>
        <translation>打开题目文件夹</translation>
    </message>
    <message>
        <source>The collection to solve: the shipped mates, the shipped win studies, or the last collection opened from a file</source>
        <translation>要解的题集：自带的杀局、自带的胜局，或最近从文件打开的题集</translation>
    </message>
    <message>
        <source>Classic mates (mate in 1–7)</source>
        <translation>经典杀局（1–7 步杀）</translation>
    </message>
    <message>
        <source>Win studies (play and win)</source>
        <translation>实用胜局（先走取胜）</translation>
    </message>
    <message>
        <source>From a file: %1</source>
        <translation>来自文件：%1</translation>
    </message>
    <message>
        <source>Win studies</source>
        <translation>实用胜局</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>士</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>象</translation>
    </message>
    <message>
        <source>General alone</source>
        <translation>单将</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对 %2</translation>
    </message>
    <message>
        <source>%1. Win</source>
        <translation>%1. 胜局</translation>
    </message>
    <message>
        <source>Red to play and win</source>
        <translation>红先胜</translation>
    </message>
    <message>
        <source>Black to play and win</source>
        <translation>黑先胜</translation>
    </message>
    <message numerus="yes">
        <source>Win within %n move(s): mate the general or leave it without a move. The computer defends as well as it can; a draw by the rules (repetition, 60 moves without a capture) fails.</source>
        <translation>
            <numerusform>请在 %n 步之内取胜：将死对方或使其无子可动。电脑会尽力防守；按规则和棋（重复局面、60 回合无吃子）即为失败。</numerusform>
        </translation>
    </message>
    <message>
        <source>Shows the computer&apos;s best move for you; a solved study then earns one mark less</source>
        <translation>显示电脑为你找的最佳着法；解出后少得一分</translation>
    </message>
    <message numerus="yes">
        <source>Won! %1 — %n mark(s) of %2.</source>
        <translation>
            <numerusform>胜了！%1 —— 得 %n 分（满分 %2）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Failed: the %n move(s) allowed are used up and the defender still stands. Retry, or go on to the next puzzle.</source>
        <translation>
            <numerusform>失败：允许的 %n 步已用完，对方仍未被将死。可以重试，或做下一题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1. Retry, or go on to the next puzzle.</source>
        <translation>失败：%1。可以重试，或做下一题。</translation>
    </message>
    <message numerus="yes">
        <source>The computer answers %1. %n move(s) left to win.</source>
        <translation>
            <numerusform>电脑应着 %1。还剩 %n 步取胜。</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder holds no record files (.xqf, .pgn, .epd, .cbf, .cbr, .cbl, .txt)</source>
        <translation>该文件夹中没有棋谱文件（.xqf、.pgn、.epd、.cbf、.cbr、.cbl、.txt）</translation>
    </message>
    <message>
        <source>Puzzle collections (*.epd *.pgn *.xqf *.cbf *.cbr *.cbl *.txt);;All files (*)</source>
        <translation>题库 (*.epd *.pgn *.xqf *.cbf *.cbr *.cbl *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: not a regular file of at most 64 MiB</source>
        <translation>%1：不是不超过 64 MiB 的普通文件</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>答案(&amp;S)</translation>
    </message>
    <message>
        <source>After a failure: shows how the puzzle is solved</source>
        <translation>失败后：显示这道题的解法</translation>
    </message>
    <message>
        <source>Working out the solution…</source>
        <translation>正在求解……</translation>
    </message>
    <message>
        <source>The solution: %1. Retry to play it yourself.</source>
        <translation>答案：%1。点“重来”自己走一遍。</translation>
    </message>
    <message>
        <source>No solution was found in time.</source>
        <translation>未能在限定时间内找到答案。</translation>
    </message>
    <message>
        <source>No full solution was found in time; the best line found: %1.</source>
        <translation>未能在限定时间内找到完整答案；找到的最佳着法：%1。</translation>
    </message>
</context>
<context>
    <name>xq::ui::RecordLoader</name>
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
    <name>xq::session::Repetition</name>
    <message>
        <source>Asian rules</source>
        <translation>亚洲规则</translation>
    </message>
    <message>
        <source>Chinese rules</source>
        <translation>中国规则</translation>
    </message>
    <message>
        <source>Simple rules</source>
        <translation>简单规则</translation>
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
        <source>%1, rule %2</source>
        <translation>%1，第%2条</translation>
    </message>
    <message>
        <source>%1 gave check with every move of the repeated sequence: perpetual check loses.</source>
        <translation>%1在重复的着法中步步将军：长将判负。</translation>
    </message>
    <message>
        <source>Both sides gave check with every move: a draw.</source>
        <translation>双方步步将军：判和。</translation>
    </message>
    <message>
        <source>%1 attacked the same piece with every move of the repeated sequence: perpetual chase loses.</source>
        <translation>%1在重复的着法中步步捉同一个子：长捉判负。</translation>
    </message>
    <message>
        <source>%1 mixed checks and chases (“one check, one chase”): allowed under these rules, a draw.</source>
        <translation>%1将军与捉子交替（“一将一捉”）：本规则允许，判和。</translation>
    </message>
    <message>
        <source>%1 mixed checks and chases (“one check, one chase”): forbidden under these rules, it loses.</source>
        <translation>%1将军与捉子交替（“一将一捉”）：本规则禁止，判负。</translation>
    </message>
    <message>
        <source>%1 checked, threatened mate or chased with every move of the repeated sequence: forbidden under the Chinese rules (article 24.13, whichever pieces were attacked; the Asian rule %2 allows it), it loses.</source>
        <translation>%1在重复的着法中步步将军、伏杀或捉子：中国象棋协会规则禁止（第24.13条，不论捉的是哪个子），判负（亚洲规则第%2条允许）。</translation>
    </message>
    <message>
        <source>Both sides chased with every move: a draw.</source>
        <translation>双方步步捉子：判和。</translation>
    </message>
    <message>
        <source>%1 chased with every move, but not always the same piece: a draw.</source>
        <translation>%1步步捉子，但捉的不是同一个子：判和。</translation>
    </message>
    <message>
        <source>Neither side checked or chased with every move: a draw by repetition.</source>
        <translation>双方都不是步步将军或捉子：重复局面，判和。</translation>
    </message>
    <message>
        <source>Under the simple rules only perpetual check loses: a draw by repetition.</source>
        <translation>简单规则只判长将负：重复局面，判和。</translation>
    </message>
    <message>
        <source>Move %1 (%2)</source>
        <translation>第%1回合（%2）</translation>
    </message>
    <message>
        <source>%1: the %2 on %3 checks.</source>
        <translation>%1：%3的%2将军。</translation>
    </message>
    <message>
        <source>%1: the %2 on %3 attacks the %4 on %5, which is unprotected.</source>
        <translation>%1：%3的%2捉%5的%4，该子无根。</translation>
    </message>
    <message>
        <source>%1: the %2 on %3 attacks the %4 on %5, which is worth more than its attacker.</source>
        <translation>%1：%3的%2捉%5的%4，该子价值高于攻击它的子。</translation>
    </message>
    <message>
        <source>%1: the %2 on %3 threatens to mate.</source>
        <translation>%1：%3的%2伏杀。</translation>
    </message>
    <message>
        <source>%1: neither a check nor a chase.</source>
        <translation>%1：既非将军也非捉子。</translation>
    </message>
</context>
<context>
    <name>xq::ui::ReviewDialog</name>
    <message>
        <source>Review Game</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>内置引擎</translation>
    </message>
    <message>
        <source>&amp;Depth per move:</source>
        <translation>每步深度(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>每步时间(&amp;T)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Review Again</source>
        <translation>重新复盘(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Apply to Game</source>
        <translation>写入对局(&amp;A)</translation>
    </message>
    <message>
        <source>Write the scores, the marks (?!, ?, ??) and the better moves into the game</source>
        <translation>把评分、标记（?!、?、??）和更好的着法写入对局</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message numerus="yes">
        <source>%n moves to review.</source>
        <translation>
            <numerusform>共 %n 步待复盘。</numerusform>
        </translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>对局中没有可复盘的着法。</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 positions</source>
        <translation>复盘中… 第 %1 / %2 个局面</translation>
    </message>
    <message>
        <source>Review cancelled; the game is unchanged.</source>
        <translation>复盘已取消，对局未改动。</translation>
    </message>
    <message>
        <source>The review stopped: %1</source>
        <translation>复盘中止：%1</translation>
    </message>
    <message>
        <source>Review finished. Apply it to write the marks and better moves into the game.</source>
        <translation>复盘完成。点“写入对局”即可把标记和更好的着法写入对局。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: accuracy %2% · ?! %3 · ? %4 · ?? %5 · average loss %6 cp</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：准确率 %2% · ?! %3 · ? %4 · ?? %5 · 平均损失 %6 分</translation>
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
        <source>better: %1</source>
        <translation>更好：%1</translation>
    </message>
    <message>
        <source>No inaccuracies, mistakes or blunders.</source>
        <translation>没有欠佳着、错着或败着。</translation>
    </message>
</context>
<context>
    <name>xq::ui::RulesGuide</name>
    <message>
        <source>Rules of Xiangqi</source>
        <translation>象棋规则</translation>
    </message>
    <message>
        <source>Xiangqi (Chinese chess) is played by Red and Black on the points of a board of nine files and ten ranks. Red moves first; the players take turns, one move each. You win by checkmating the opposing general — or by leaving the opponent without any legal move.</source>
        <translation>象棋由红黑双方在九条直线、十条横线交叉的点上对弈。红方先走，双方轮流各走一步。将死对方的将（帅），或者使对方无棋可走，就赢得对局。</translation>
    </message>
    <message>
        <source>The river crosses the middle of the board. Each side has a palace: the three-by-three square with the diagonal lines at its own edge. In the diagrams below, the orange rings mark the points the piece can move to.</source>
        <translation>棋盘中间是河界。双方各有一个九宫：己方底边画有斜线的三乘三方格。下面的图中，橙色圆圈标出棋子可以走到的点。</translation>
    </message>
    <message>
        <source>Facing generals</source>
        <translation>将帅对面</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>胜负</translation>
    </message>
    <message>
        <source>Perpetual check and chase</source>
        <translation>长将与长捉</translation>
    </message>
    <message>
        <source>General (帥 / 將) — K</source>
        <translation>帅（将）— K</translation>
    </message>
    <message>
        <source>The general moves one point up, down, left or right, and never leaves the palace. It is the piece you must protect: a move that leaves your own general attacked is not allowed.</source>
        <translation>帅（将）每次向前、后、左、右走一步，不能走出九宫。它是你必须保护的棋子：走完后己方将帅仍被攻击的着法是不允许的。</translation>
    </message>
    <message>
        <source>Advisor (仕 / 士) — A</source>
        <translation>仕（士）— A</translation>
    </message>
    <message>
        <source>The advisor moves one point diagonally, along the lines of the palace, and never leaves it. Each side&apos;s two advisors can stand on only five points.</source>
        <translation>仕（士）沿九宫的斜线每次斜走一步，不能走出九宫。每方的两个仕（士）只能站在五个点上。</translation>
    </message>
    <message>
        <source>Elephant (相 / 象) — E</source>
        <translation>相（象）— E</translation>
    </message>
    <message>
        <source>The elephant moves exactly two points diagonally and may not cross the river. A piece on the point in between (the elephant&apos;s &quot;eye&quot;) blocks it: here the black soldier on the eye stops it from going down to the left.</source>
        <translation>相（象）斜走两步（走“田”字），不能过河。中间的点（“象眼”）有子时不能走：图中黑卒塞住象眼，相不能向左下走。</translation>
    </message>
    <message>
        <source>Horse (傌 / 馬) — H</source>
        <translation>马 — H</translation>
    </message>
    <message>
        <source>The horse moves one point straight and then one point diagonally outwards, so it reaches up to eight points. A piece right next to it in the direction it starts (its &quot;leg&quot;) blocks that way: here the black soldier above it stops both moves upwards.</source>
        <translation>马先直走一步再斜走一步（走“日”字），最多可到八个点。起步方向紧挨着的点（“马腿”）有子时，这个方向就不能走：图中马上方的黑卒蹩住马腿，马不能向上走。</translation>
    </message>
    <message>
        <source>Chariot (俥 / 車) — R</source>
        <translation>车 — R</translation>
    </message>
    <message>
        <source>The chariot moves any number of points along a file or a rank, as long as nothing is in the way. It captures the first enemy piece in its path and cannot jump over any piece.</source>
        <translation>车沿直线或横线走任意步数，只要中间没有棋子阻挡。它可以吃掉路线上遇到的第一个敌子，不能越过任何棋子。</translation>
    </message>
    <message>
        <source>Cannon (炮 / 砲) — C</source>
        <translation>炮 — C</translation>
    </message>
    <message>
        <source>The cannon moves like the chariot when it does not capture. To capture it must jump over exactly one piece of either colour (the &quot;screen&quot;): here it can take the horse on the top rank over the soldier, but not the soldier itself.</source>
        <translation>炮不吃子时走法同车。吃子时必须隔着恰好一个棋子（任意一方的，称“炮架”）：图中炮可以隔着卒吃掉上面的马，但不能直接吃卒。</translation>
    </message>
    <message>
        <source>Soldier (兵 / 卒) — P</source>
        <translation>兵（卒）— P</translation>
    </message>
    <message>
        <source>The soldier moves one point forward. Once it has crossed the river it may also move one point sideways; it never moves backwards. A soldier on the last rank can still move sideways.</source>
        <translation>兵（卒）每次向前走一步。过河以后也可以横走一步，但永远不能后退。走到底线的兵仍可以横走。</translation>
    </message>
    <message>
        <source>The generals may not face each other</source>
        <translation>将帅不能对面</translation>
    </message>
    <message>
        <source>The two generals may never stand on the same file with no piece between them. A move that would open such a line is illegal, so a general also attacks along its file: here the red general cannot step to the left, onto the file of the black general.</source>
        <translation>双方的将帅不能在同一条直线上直接相对、中间没有棋子。造成这种局面的着法是不允许的，所以将帅也沿直线“攻击”对方：图中红帅不能向左走到黑将所在的直线上。</translation>
    </message>
    <message>
        <source>Check, checkmate and stalemate</source>
        <translation>将军、将死与困毙</translation>
    </message>
    <message>
        <source>A general that is attacked is in check, and its side must answer the check at once. A side that has no legal move loses: checkmate if its general is in check, and also when it is not — in xiangqi a stalemate is a loss, not a draw.</source>
        <translation>将（帅）受到攻击叫“将军”，被将军的一方必须立即应将。无棋可走的一方判负：被将军时是将死；没有被将军时也一样——在象棋中困毙算输，不是和棋。</translation>
    </message>
    <message>
        <source>Example: after %1 the black general is not in check, but every move it has would put it in check. Black cannot move and loses.</source>
        <translation>例：%1之后黑将没有被将军，但它的每一步都会送将。黑方无棋可走，判负。</translation>
    </message>
    <message>
        <source>Perpetual check and perpetual chase</source>
        <translation>长将与长捉</translation>
    </message>
    <message>
        <source>When the same position comes back for the third time, the side that has been checking with every move loses (perpetual check). A side that has kept attacking the same unprotected piece with every move (or a more valuable piece, such as a chariot) loses too (perpetual chase). Any other repetition is a draw. These are worked examples; the referee applies the whole rule set chosen for the game (Asian or Chinese rules), and its verdict names the rule.</source>
        <translation>同一局面第三次出现时，每一步都在将军的一方判负（长将）。每一步都在攻击同一个无根子（或价值更高的棋子，例如车）的一方也判负（长捉）。其他的重复局面判和。下面是实例；裁判执行本局所选的完整规则（亚洲规则或中国规则），判定时会说明所依据的规则。</translation>
    </message>
    <message>
        <source>Perpetual check: Red checks with every move while the black general steps up and down. On the third repetition Red loses.</source>
        <translation>长将：红方每一步都将军，黑将上下躲闪。局面第三次重复时红方判负。</translation>
    </message>
    <message>
        <source>Perpetual chase: the red chariot follows the unprotected black cannon up and down the left edge. On the third repetition Red loses.</source>
        <translation>长捉：红车沿左边线上下追捉没有保护的黑炮。局面第三次重复时红方判负。</translation>
    </message>
    <message>
        <source>Not a chase: the black chariot protects the cannon, so the same moves are an ordinary repetition — a draw.</source>
        <translation>不算捉：黑车保护着炮，所以同样的着法只是普通的重复——判和。</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>着法：%1</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>The game is drawn by agreement, by an ordinary third repetition, when 60 moves by each side (120 half-moves) pass without a capture, and when neither side has a piece left that can cross the river (no chariot, horse, cannon or soldier).</source>
        <translation>以下情况为和棋：双方同意；普通的第三次重复局面；双方各走 60 步（120 个半回合）没有吃子；双方都没有能过河的棋子（没有车、马、炮、兵）。</translation>
    </message>
</context>
<context>
    <name>xq::ui::SearchDialog</name>
    <message>
        <source>Search Games</source>
        <translation>搜索对局</translation>
    </message>
    <message>
        <source>The position on the board</source>
        <translation>棋盘上的局面</translation>
    </message>
    <message>
        <source>and its mirror image</source>
        <translation>及其镜像</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>局面：</translation>
    </message>
    <message>
        <source>e.g. 车马炮-车马 or RNC-RN (advisors, elephants, pawns: any)</source>
        <translation>例如 车马炮-车马 或 RNC-RN（仕、相、兵不限）</translation>
    </message>
    <message>
        <source>Material:</source>
        <translation>子力：</translation>
    </message>
    <message>
        <source>Player (either side):</source>
        <translation>棋手（红黑均可）：</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>赛事：</translation>
    </message>
    <message>
        <source>a code or its start: C45, C4, C</source>
        <translation>编号或其开头：C45、C4、C</translation>
    </message>
    <message>
        <source>ECCO:</source>
        <translation>ECCO：</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Years:</source>
        <translation>年份：</translation>
    </message>
    <message>
        <source>Red won</source>
        <translation>红胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
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
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>At ply</source>
        <translation>出现于第几步</translation>
    </message>
    <message>
        <source>Double-click a game to open it at the matching position.</source>
        <translation>双击对局，在相应局面打开它。</translation>
    </message>
    <message>
        <source>Material: cannot read “%1” from character %2.</source>
        <translation>子力：无法识别“%1”（从第 %2 个字符起）。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found.</source>
        <translation>
            <numerusform>找到 %n 局。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::session::Settings</name>
    <message>
        <source>cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The unfinished game from last time was damaged (%1) and has been dropped.</source>
        <translation>上次未下完的对局已损坏（%1），已被丢弃。</translation>
    </message>
    <message>
        <source>it is larger than 16 MB</source>
        <translation>它大于 16 MB</translation>
    </message>
    <message>
        <source>it cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>The unfinished game from last time was damaged (%1) and has been removed.</source>
        <translation>上次未下完的对局已损坏（%1），已被删除。</translation>
    </message>
    <message>
        <source>The unfinished game from last time was damaged (%1). It has been moved to %2.</source>
        <translation>上次未下完的对局已损坏（%1），已移到 %2。</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>它不是设置文件</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>它不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged (%2) and has been removed: the defaults are used.</source>
        <translation>设置文件 %1 已损坏（%2），已被删除：现使用默认设置。</translation>
    </message>
    <message>
        <source>The settings file was damaged (%1). It has been moved to %2 and the defaults are used.</source>
        <translation>设置文件已损坏（%1），已移到 %2，现使用默认设置。</translation>
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
    <message>
        <source>Choose the search depth and the time per move yourself.</source>
        <translation>自己选择搜索深度和每步时间。</translation>
    </message>
    <message>
        <source>For someone who has just learnt the moves: it overlooks captures.</source>
        <translation>适合刚学会走法的人：会看漏吃子。</translation>
    </message>
    <message>
        <source>For a beginner who knows the moves: it still gives pieces away.</source>
        <translation>适合已会走棋的初学者：仍会白白丢子。</translation>
    </message>
    <message>
        <source>For a relaxed game with a casual player.</source>
        <translation>适合业余爱好者的轻松对局。</translation>
    </message>
    <message>
        <source>For a club player: it punishes loose pieces.</source>
        <translation>适合棋社棋手：会抓住无根的子。</translation>
    </message>
    <message>
        <source>For a strong club player: a serious test.</source>
        <translation>适合棋社强手：真正的考验。</translation>
    </message>
    <message>
        <source>For experienced players: full strength, a second a move.</source>
        <translation>适合有经验的棋手：全力，每步一秒。</translation>
    </message>
    <message>
        <source>For the strongest players: full strength, five seconds a move.</source>
        <translation>适合最强的棋手：全力，每步五秒。</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>搜索深度</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>每步时间</translation>
    </message>
</context>
<context>
    <name>xq::ui::StudyActions</name>
    <message>
        <source>Position &amp;Editor…</source>
        <translation>摆棋(&amp;E)…</translation>
    </message>
    <message>
        <source>Endgame &amp;Puzzles…</source>
        <translation>残局练习(&amp;P)…</translation>
    </message>
    <message>
        <source>Move &amp;Tree (Variations and Comments)</source>
        <translation>着法树（变着与注释）(&amp;T)</translation>
    </message>
</context>
<context>
    <name>xq::session::TimeControl</name>
    <message>
        <source>minutes + seconds of increment (%1), seconds per move (%2), minutes + periods × seconds of byo-yomi (%3), or %4</source>
        <translation>分钟 + 每步加秒（%1）、每步秒数（%2）、分钟 + 读秒次数 × 秒数（%3），或%4</translation>
    </message>
    <message>
        <source>no time control given; write %1</source>
        <translation>没有填写时限；请写作：%1</translation>
    </message>
    <message>
        <source>%1 is not a time control; write %2</source>
        <translation>%1不是时限；请写作：%2</translation>
    </message>
    <message>
        <source>in %1, %2 is not a number of the allowed size</source>
        <translation>%1中的%2不是允许范围内的数</translation>
    </message>
</context>
<context>
    <name>xq::ui::TimeControlWidget</name>
    <message>
        <source>Choose a preset…</source>
        <translation>选择预设…</translation>
    </message>
    <message>
        <source>Blitz: 5 min + 3 s</source>
        <translation>快棋：5 分钟 + 每步 3 秒</translation>
    </message>
    <message>
        <source>Rapid: 15 min + 10 s</source>
        <translation>快速：15 分钟 + 每步 10 秒</translation>
    </message>
    <message>
        <source>Club: 30 min + 30 s</source>
        <translation>俱乐部：30 分钟 + 每步 30 秒</translation>
    </message>
    <message>
        <source>30 s a move (步时)</source>
        <translation>每步 30 秒（步时）</translation>
    </message>
    <message>
        <source>10 min, then 3 × 30 s (读秒)</source>
        <translation>10 分钟，然后 3 次 30 秒读秒</translation>
    </message>
    <message>
        <source>20 min, then 5 × 60 s (读秒)</source>
        <translation>20 分钟，然后 5 次 60 秒读秒</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <source>Total time + increment</source>
        <translation>总时间 + 每步加秒</translation>
    </message>
    <message>
        <source>Time per move (步时)</source>
        <translation>每步限时（步时）</translation>
    </message>
    <message>
        <source>Main time + byo-yomi (读秒)</source>
        <translation>基本时间 + 读秒</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>基本时间：</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>读秒次数：</translation>
    </message>
    <message>
        <source>Increment:</source>
        <translation>每步加秒：</translation>
    </message>
    <message>
        <source>Per move:</source>
        <translation>每步：</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>每次读秒：</translation>
    </message>
    <message>
        <source>or type one: 10+5, 30s/move, 10+3x30s</source>
        <translation>或直接输入：10+5、30s/move、10+3x30s</translation>
    </message>
    <message>
        <source>Time control typed as text</source>
        <translation>以文字输入的用时规则</translation>
    </message>
    <message>
        <source>Time control preset</source>
        <translation>时限预设</translation>
    </message>
    <message>
        <source>Kind of clock</source>
        <translation>计时方式</translation>
    </message>
</context>
<context>
    <name>xq::ui::TutorialDialog</name>
    <message>
        <source>general</source>
        <translation>帅（将）</translation>
    </message>
    <message>
        <source>advisor</source>
        <translation>仕（士）</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>相（象）</translation>
    </message>
    <message>
        <source>horse</source>
        <translation>马</translation>
    </message>
    <message>
        <source>chariot</source>
        <translation>车</translation>
    </message>
    <message>
        <source>cannon</source>
        <translation>炮</translation>
    </message>
    <message>
        <source>soldier</source>
        <translation>兵（卒）</translation>
    </message>
    <message>
        <source>Not allowed: %1. Try again.</source>
        <translation>不能这样走：%1。请再试一次。</translation>
    </message>
    <message>
        <source>That move is legal, but this exercise asks for the %1 on the marked point. Try again.</source>
        <translation>这步棋合法，但本练习要求把%1走到标记的点上。请再试一次。</translation>
    </message>
    <message>
        <source>Well done! Press Next for the next piece.</source>
        <translation>做得好！按“下一个”学习下一种棋子。</translation>
    </message>
    <message>
        <source>Well done! You know how every piece moves. Press Finish to start playing.</source>
        <translation>做得好！你已经学会了所有棋子的走法。按“完成”开始下棋。</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>教程</translation>
    </message>
    <message>
        <source>Exercise %1 of %2: the %3</source>
        <translation>练习 %1/%2：%3</translation>
    </message>
    <message>
        <source>The general moves one point up, down or sideways and never leaves the palace.</source>
        <translation>帅（将）每次向前、后、左、右走一步，不能走出九宫。</translation>
    </message>
    <message>
        <source>The advisor moves one point diagonally and never leaves the palace.</source>
        <translation>仕（士）每次斜走一步，不能走出九宫。</translation>
    </message>
    <message>
        <source>The elephant moves exactly two points diagonally, cannot cross the river, and is blocked by a piece on the point in between (its &quot;eye&quot;).</source>
        <translation>相（象）斜走两步（走“田”字），不能过河；中间的点（“象眼”）有子时不能走。</translation>
    </message>
    <message>
        <source>The horse moves one point straight and then one diagonally outwards; a piece next to it in that direction (its &quot;leg&quot;) blocks it.</source>
        <translation>马先直走一步再斜走一步（走“日”字）；该方向紧挨着的点（“马腿”）有子时不能走。</translation>
    </message>
    <message>
        <source>The chariot moves any distance along a line and cannot jump over pieces.</source>
        <translation>车沿直线走任意步数，不能越过棋子。</translation>
    </message>
    <message>
        <source>The cannon moves like the chariot, but captures only by jumping over exactly one piece (the &quot;screen&quot;).</source>
        <translation>炮不吃子时走法同车，吃子时必须隔着恰好一个棋子（“炮架”）。</translation>
    </message>
    <message>
        <source>The soldier moves one point forward; after crossing the river it may also move sideways, but never backwards.</source>
        <translation>兵（卒）每次向前走一步；过河后也可以横走一步，但永远不能后退。</translation>
    </message>
    <message>
        <source>%1 Move the %2 to the point marked with the orange ring.</source>
        <translation>%1请把%2走到橙色圆圈标记的点上。</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>上一个(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Start Over</source>
        <translation>重来(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一个(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
</context>
<context>
    <name>xq::session::Announcer</name>
    <message>
        <source>Not allowed: %1</source>
        <translation>不允许：%1</translation>
    </message>
    <message>
        <source>The computer accepts your draw offer.</source>
        <translation>电脑接受了你的求和。</translation>
    </message>
    <message>
        <source>The computer declines the draw offer.</source>
        <translation>电脑拒绝了求和。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
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
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Red has one minute left.</source>
        <translation>红方还剩一分钟。</translation>
    </message>
    <message>
        <source>Black has one minute left.</source>
        <translation>黑方还剩一分钟。</translation>
    </message>
    <message>
        <source>Red has ten seconds left.</source>
        <translation>红方还剩十秒。</translation>
    </message>
    <message>
        <source>Black has ten seconds left.</source>
        <translation>黑方还剩十秒。</translation>
    </message>
</context>
<context>
    <name>xq::session::BoardReader</name>
    <message>
        <source>red general</source>
        <translation>红帅</translation>
    </message>
    <message>
        <source>black general</source>
        <translation>黑将</translation>
    </message>
    <message>
        <source>red advisor</source>
        <translation>红仕</translation>
    </message>
    <message>
        <source>black advisor</source>
        <translation>黑士</translation>
    </message>
    <message>
        <source>red elephant</source>
        <translation>红相</translation>
    </message>
    <message>
        <source>black elephant</source>
        <translation>黑象</translation>
    </message>
    <message>
        <source>red horse</source>
        <translation>红马</translation>
    </message>
    <message>
        <source>black horse</source>
        <translation>黑马</translation>
    </message>
    <message>
        <source>red chariot</source>
        <translation>红车</translation>
    </message>
    <message>
        <source>black chariot</source>
        <translation>黑车</translation>
    </message>
    <message>
        <source>red cannon</source>
        <translation>红炮</translation>
    </message>
    <message>
        <source>black cannon</source>
        <translation>黑炮</translation>
    </message>
    <message>
        <source>red soldier</source>
        <translation>红兵</translation>
    </message>
    <message>
        <source>black soldier</source>
        <translation>黑卒</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>没有</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>No move has been played yet.</source>
        <translation>还没有走过棋。</translation>
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
        <source>Last move, %1, move %2: %3</source>
        <translation>上一步，%1，第%2回合：%3</translation>
    </message>
    <message numerus="yes">
        <source>Red has %n piece(s): %1</source>
        <translation>
            <numerusform>红方有 %n 个棋子：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n piece(s): %1</source>
        <translation>
            <numerusform>黑方有 %n 个棋子：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>File %1 is empty.</source>
        <translation>%1 列没有棋子。</translation>
    </message>
    <message>
        <source>File %1: %2</source>
        <translation>%1 列：%2</translation>
    </message>
    <message>
        <source>Rank %1 is empty.</source>
        <translation>第 %1 行没有棋子。</translation>
    </message>
    <message>
        <source>Rank %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1，空</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, empty. Red reaches it with: %2. Black reaches it with: %3.</source>
        <translation>%1，空。红方能走到这里的：%2。黑方能走到这里的：%3。</translation>
    </message>
    <message>
        <source>%1, %2. Attacked by: %3. Defended by: %4.</source>
        <translation>%1，%2。受到攻击：%3。受到保护：%4。</translation>
    </message>
    <message>
        <source>The game has no clock.</source>
        <translation>本局不计时。</translation>
    </message>
    <message>
        <source>Red has %1 left, Black has %2 left.</source>
        <translation>红方还剩 %1，黑方还剩 %2。</translation>
    </message>
    <message>
        <source>The game is over: %1</source>
        <translation>对局已结束：%1</translation>
    </message>
    <message>
        <source>Red to move.</source>
        <translation>轮到红方走棋。</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>轮到黑方走棋。</translation>
    </message>
    <message>
        <source>The computer is thinking.</source>
        <translation>电脑正在思考。</translation>
    </message>
    <message>
        <source>The general is in check.</source>
        <translation>将帅正被将军。</translation>
    </message>
    <message>
        <source>Type a move, or one of: last; red; black; file e; rank 3; e4; attackers e4; clock; turn; new; undo; draw; resign; save; repeat; help. Alt and the arrow keys walk the board.</source>
        <translation>输入着法，或以下命令之一：last（上一步）；red（红方棋子）；black（黑方棋子）；file e（某列）；rank 3（某行）；e4（某格）；attackers e4（攻防）；clock（时间）；turn（轮到谁）；new（新局）；undo（悔棋）；draw（求和）；resign（认输）；save（保存）；repeat（重复）；help（帮助）。Alt 加方向键在棋盘上移动光标。</translation>
    </message>
</context>
<context>
    <name>xq::ui::SpeechActions</name>
    <message>
        <source>Speech on.</source>
        <translation>语音已开启。</translation>
    </message>
    <message>
        <source>Speech off.</source>
        <translation>语音已关闭。</translation>
    </message>
    <message>
        <source>Move taken back. %1</source>
        <translation>已悔棋。%1</translation>
    </message>
    <message>
        <source>New game. %1</source>
        <translation>新局。%1</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <source>Spee&amp;ch</source>
        <translation>语音(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Speak Moves</source>
        <translation>朗读着法(&amp;S)</translation>
    </message>
    <message>
        <source>Speech S&amp;ettings…</source>
        <translation>语音设置(&amp;E)…</translation>
    </message>
    <message>
        <source>Read the &amp;Last Move</source>
        <translation>读上一步(&amp;L)</translation>
    </message>
    <message>
        <source>Read Whose &amp;Turn</source>
        <translation>读轮到谁走(&amp;T)</translation>
    </message>
    <message>
        <source>Read the &amp;Clocks</source>
        <translation>读时间(&amp;C)</translation>
    </message>
    <message>
        <source>Read &amp;Red&apos;s Pieces</source>
        <translation>读红方棋子(&amp;R)</translation>
    </message>
    <message>
        <source>Read &amp;Black&apos;s Pieces</source>
        <translation>读黑方棋子(&amp;B)</translation>
    </message>
    <message>
        <source>Read the C&amp;ursor Square</source>
        <translation>读光标所在格(&amp;U)</translation>
    </message>
    <message>
        <source>Read &amp;Attackers and Defenders of the Cursor Square</source>
        <translation>读光标格的攻防(&amp;A)</translation>
    </message>
    <message>
        <source>Read the Cursor&apos;s &amp;File</source>
        <translation>读光标所在列(&amp;F)</translation>
    </message>
    <message>
        <source>Read the Cursor&apos;s Ra&amp;nk</source>
        <translation>读光标所在行(&amp;N)</translation>
    </message>
    <message>
        <source>Re&amp;peat</source>
        <translation>重复(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help on Reading Commands</source>
        <translation>朗读命令帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Cursor Up</source>
        <translation>光标上移</translation>
    </message>
    <message>
        <source>Cursor Down</source>
        <translation>光标下移</translation>
    </message>
    <message>
        <source>Cursor Left</source>
        <translation>光标左移</translation>
    </message>
    <message>
        <source>Cursor Right</source>
        <translation>光标右移</translation>
    </message>
    <message>
        <source>Go to the &amp;Move Box</source>
        <translation>转到着法输入框(&amp;M)</translation>
    </message>
    <message>
        <source>Spoken text</source>
        <translation>朗读文字</translation>
    </message>
    <message>
        <source>Everything the program says: moves, checks, answers to reading commands</source>
        <translation>程序所说的一切：着法、将军、朗读命令的回答</translation>
    </message>
    <message>
        <source>What the program says appears here.</source>
        <translation>程序所说的话显示在这里。</translation>
    </message>
</context>
<context>
    <name>xq::ui::SpeechDialog</name>
    <message>
        <source>Speech</source>
        <translation>语音</translation>
    </message>
    <message>
        <source>&amp;Speak moves and answers</source>
        <translation>朗读着法和回答(&amp;S)</translation>
    </message>
    <message>
        <source>Default voice for the language</source>
        <translation>该语言的默认嗓音</translation>
    </message>
    <message>
        <source>Every move</source>
        <translation>每一步</translation>
    </message>
    <message>
        <source>The computer&apos;s and the friend&apos;s moves</source>
        <translation>电脑和棋友的着法</translation>
    </message>
    <message>
        <source>Chinese (pinyin: ma3 er4 jin4 san1)</source>
        <translation>中文（拼音：ma3 er4 jin4 san1）</translation>
    </message>
    <message>
        <source>English words (horse two forward three)</source>
        <translation>英文（horse two forward three）</translation>
    </message>
    <message>
        <source>Coordinates (h0 to g2)</source>
        <translation>坐标（h0 to g2）</translation>
    </message>
    <message>
        <source>&amp;Voice:</source>
        <translation>嗓音(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>语速(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Moves spoken:</source>
        <translation>朗读的着法(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Notation spoken:</source>
        <translation>朗读的记谱法(&amp;N)：</translation>
    </message>
    <message>
        <source>Speech warning</source>
        <translation>语音提示</translation>
    </message>
    <message>
        <source>&amp;Try</source>
        <translation>试听(&amp;T)</translation>
    </message>
    <message>
        <source>This build of the program cannot speak (it was built without Qt TextToSpeech). What would be said is still written in the Spoken text area beside the board, for a screen reader.</source>
        <translation>此版本的程序不能发声（构建时没有 Qt TextToSpeech）。要说的话仍会写在棋盘旁的“朗读文字”区域，供读屏软件使用。</translation>
    </message>
    <message>
        <source>No Mandarin voice is installed, so Chinese moves cannot be spoken correctly. Install one (on Debian: espeak-ng with speech-dispatcher) or choose English words.</source>
        <translation>没有安装普通话嗓音，中文着法无法正确朗读。请安装一个（Debian：espeak-ng 和 speech-dispatcher），或选择英文。</translation>
    </message>
</context>
<context>
    <name>xq::ui::GameInfoDialog</name>
    <message>
        <source>Game Information</source>
        <translation>对局信息</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>红方(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>黑方(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>赛事(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>地点(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>年.月.日</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>轮次(&amp;O)：</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>未完</translation>
    </message>
    <message>
        <source>Red won</source>
        <translation>红胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>The result follows the game: the board, a resignation, an agreed draw or the clock decides it.</source>
        <translation>结果随对局而定：由棋盘、认输、议和或棋钟决定。</translation>
    </message>
    <message>
        <source>Res&amp;ult:</source>
        <translation>结果(&amp;U)：</translation>
    </message>
    <message>
        <source>O&amp;pening:</source>
        <translation>开局(&amp;P)：</translation>
    </message>
    <message>
        <source>Ru&amp;les:</source>
        <translation>规则(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>用时(&amp;T)：</translation>
    </message>
    <message>
        <source>e.g. 10+5</source>
        <translation>例如 10+5</translation>
    </message>
    <message>
        <source>&amp;Comment:</source>
        <translation>注释(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>xq::ui::BarChart</name>
    <message>
        <source>Nothing yet</source>
        <translation>暂无</translation>
    </message>
</context>
<context>
    <name>xq::ui::RatingPlot</name>
    <message>
        <source>No attempts yet</source>
        <translation>还没有做过题</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n 次尝试</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xq::ui::TrainingActions</name>
    <message>
        <source>Trainin&amp;g…</source>
        <translation>训练(&amp;G)…</translation>
    </message>
</context>
<context>
    <name>xq::ui::TrainingWindow</name>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>&amp;Puzzle Ladder</source>
        <translation>习题天梯(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;My Mistakes</source>
        <translation>我的失误(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Openings</source>
        <translation>开局(&amp;O)</translation>
    </message>
    <message>
        <source>P&amp;rogress</source>
        <translation>进度(&amp;R)</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>显示答案(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Drop This Exercise</source>
        <translation>删除此练习(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Add Mistakes from a Game File…</source>
        <translation>从棋谱文件添加失误(&amp;A)…</translation>
    </message>
    <message>
        <source>I played Red</source>
        <translation>我执红</translation>
    </message>
    <message>
        <source>I played Black</source>
        <translation>我执黑</translation>
    </message>
    <message>
        <source>Repertoire for Red</source>
        <translation>红方开局库</translation>
    </message>
    <message>
        <source>Repertoire for Black</source>
        <translation>黑方开局库</translation>
    </message>
    <message>
        <source>From a &amp;Database…</source>
        <translation>来自数据库(&amp;D)…</translation>
    </message>
    <message>
        <source>From a &amp;Record File…</source>
        <translation>来自棋谱文件(&amp;R)…</translation>
    </message>
    <message>
        <source>Ne&amp;xt Line</source>
        <translation>下一变(&amp;X)</translation>
    </message>
    <message>
        <source>%1 · difficulty %2 · %3 to move</source>
        <translation>%1 · 难度 %2 · %3走</translation>
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
        <source>No puzzle left to solve.</source>
        <translation>已没有待解的题目。</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) due now</source>
        <translation>
            <numerusform>现在有 %n 道练习到期</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a repertoire: your moves from a database&apos;s games or a record file.</source>
        <translation>请选择开局库：取自数据库的对局或棋谱文件中你的着法。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s) to know, </source>
        <translation>
            <numerusform>%1：需掌握 %n 个局面，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n due now</source>
        <translation>
            <numerusform>现在到期 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>%n 步杀</numerusform>
        </translation>
    </message>
    <message>
        <source>Win material</source>
        <translation>得子</translation>
    </message>
    <message>
        <source>Find the only defence</source>
        <translation>找出唯一的防守</translation>
    </message>
    <message>
        <source>Save a lost position</source>
        <translation>挽救败局</translation>
    </message>
    <message>
        <source>Puzzle rating %1 ± %2</source>
        <translation>习题等级分 %1 ± %2</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>轮到你走。</translation>
    </message>
    <message>
        <source>Not this time: %1 was the move.</source>
        <translation>这次没做对：应走 %1。</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>解出了！</translation>
    </message>
    <message>
        <source>Right. The reply comes…</source>
        <translation>正确。对方应着…</translation>
    </message>
    <message>
        <source>The solution: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Move %1 (%2): you played %3</source>
        <translation>第 %1 回合（%2）：你走了 %3</translation>
    </message>
    <message>
        <source>Nothing due. Your mistakes from finished games come back here.</source>
        <translation>没有到期的练习。下完的对局中的失误会回到这里。</translation>
    </message>
    <message>
        <source>Find the better move than the one you played.</source>
        <translation>找出比你当时走的更好的着法。</translation>
    </message>
    <message>
        <source>Right: %1. It comes back later.</source>
        <translation>正确：%1。以后还会再出现。</translation>
    </message>
    <message>
        <source>The best move was %1 (in the game: %2, answered by %3). It comes back soon.</source>
        <translation>最佳着法是 %1（对局中你走了 %2，对方以 %3 应对）。很快还会再出现。</translation>
    </message>
    <message>
        <source>Add Mistakes from a Game File</source>
        <translation>从棋谱文件添加失误</translation>
    </message>
    <message>
        <source>Game records (*.pgn *.xqf *.cbf *.txt);;All files (*)</source>
        <translation>棋谱 (*.pgn *.xqf *.cbf *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>No game could be read from %1.</source>
        <translation>无法从 %1 读取任何对局。</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n game(s)…</source>
        <translation>
            <numerusform>正在复盘 %n 局…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new exercise(s) from your mistakes.</source>
        <translation>
            <numerusform>从你的失误中得到 %n 道新练习。</numerusform>
        </translation>
    </message>
    <message>
        <source>Repertoire from a Database</source>
        <translation>来自数据库的开局库</translation>
    </message>
    <message>
        <source>Game databases (*.xqdb);;All files (*)</source>
        <translation>对局数据库 (*.xqdb);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open %1.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>Repertoire from a Record File</source>
        <translation>来自棋谱文件的开局库</translation>
    </message>
    <message>
        <source>Nothing due in this repertoire now. Come back later.</source>
        <translation>此开局库现在没有到期的局面，请稍后再来。</translation>
    </message>
    <message>
        <source>Your move in the repertoire.</source>
        <translation>请按你的开局库走棋。</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Your repertoire plays %1 here (%n game(s)), not %2.</source>
        <translation>
            <numerusform>你的开局库在此走 %1（%n 局），而不是 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>End of the line.</source>
        <translation>此变着结束。</translation>
    </message>
    <message>
        <source>Puzzle rating</source>
        <translation>习题等级分</translation>
    </message>
    <message>
        <source>Play the computer at a named level to get a strength estimate.</source>
        <translation>与电脑按命名级别对弈，即可得到棋力估计。</translation>
    </message>
    <message numerus="yes">
        <source>Strength from %n game(s) against the levels: %1 ± %2</source>
        <translation>
            <numerusform>根据与各级别电脑的 %n 局对局估计棋力：%1 ± %2</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>和</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Results by colour</source>
        <translation>按执子方的战绩</translation>
    </message>
    <message>
        <source>Results by opening</source>
        <translation>按开局的战绩</translation>
    </message>
    <message>
        <source>Your mistakes by kind</source>
        <translation>你的失误类型</translation>
    </message>
    <message>
        <source>missed mate</source>
        <translation>漏杀</translation>
    </message>
    <message>
        <source>allowed mate</source>
        <translation>被杀</translation>
    </message>
    <message>
        <source>lost material</source>
        <translation>丢子</translation>
    </message>
    <message>
        <source>missed a win</source>
        <translation>漏掉得子</translation>
    </message>
    <message>
        <source>positional</source>
        <translation>局面性失误</translation>
    </message>
    <message>
        <source>exercises</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>The engine: %1 %2, %3 %4.</source>
        <translation>引擎：%1 %2，%3 %4。</translation>
    </message>
    <message>
        <source>Your training cannot be saved: %1 cannot be opened (%2).</source>
        <translation>无法保存你的训练：无法打开 %1（%2）。</translation>
    </message>
    <message>
        <source>M&amp;y Repertoire</source>
        <translation>我的开局库(&amp;Y)</translation>
    </message>
    <message>
        <source>The moves you added with the opening explorer&apos;s “Add to My Repertoire”</source>
        <translation>您在开局浏览器中用“加入我的开局库”添加的着法</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>任何棋手</translation>
    </message>
    <message>
        <source>any opening; e.g. C45, C4 or C</source>
        <translation>任何开局；例如 C45、C4 或 C</translation>
    </message>
    <message>
        <source>Games where Red is:</source>
        <translation>红方棋手：</translation>
    </message>
    <message>
        <source>Games where Black is:</source>
        <translation>黑方棋手：</translation>
    </message>
    <message>
        <source>ECCO opening:</source>
        <translation>ECCO 开局：</translation>
    </message>
    <message>
        <source>No game of %1 passes the filter (or the games share no moves): nothing to train.</source>
        <translation>%1 中没有符合条件的对局（或对局没有共同的着法）：无可训练。</translation>
    </message>
    <message>
        <source>Your repertoire for this side is empty: in the opening explorer, right-click a move and choose “Add to My Repertoire”.</source>
        <translation>您这一方的开局库是空的：在开局浏览器中右键单击一步棋，选择“加入我的开局库”。</translation>
    </message>
</context>
</TS>
