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
        <source>the file holds %n games</source>
        <translation>
            <numerusform>the file holds only %n game</numerusform>
            <numerusform>the file holds only %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n external engine(s) installed.</source>
        <translation>
            <numerusform>%n external engine installed.</numerusform>
            <numerusform>%n external engines installed.</numerusform>
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
</context>
<context>
    <name>xq::ui::MoveReason</name>
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
</TS>
