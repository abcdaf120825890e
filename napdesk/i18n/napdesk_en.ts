<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>engine</name>
    <message numerus="yes">
        <source>You must discard %n card(s) with the widow</source>
        <translation>
            <numerusform>You must discard %n card with the widow</numerusform>
            <numerusform>You must discard %n cards with the widow</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot draw {count}: the stock holds %n card(s)</source>
        <translation>
            <numerusform>You cannot draw {count}: the stock holds %n card</numerusform>
            <numerusform>You cannot draw {count}: the stock holds %n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
