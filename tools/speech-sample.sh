#!/usr/bin/env bash
# Speaks a sample move list with espeak-ng in English words and in tone-numbered pinyin (the words the announcer
# gives the voice; see docs/SPEECH.md), writes the WAV files to OUT (default /tmp/xiangqi-speech) and measures
# them with sox: length, RMS and peak amplitude. Needs espeak-ng and sox (apt-get install espeak-ng sox).
set -euo pipefail
out=${1:-/tmp/xiangqi-speech}
mkdir -p "$out"
english="cannon two across five. horse eight forward seven. front chariot forward three, check. chariot eight forward nine, takes horse, checkmate."
pinyin="pao4 er4 ping2 wu3. ma3 ba1 jin4 qi1. qian2 ju1 jin4 san1, jiang1 jun1. ju1 ba1 jin4 jiu3, chi1 ma3, jue2 sha1."
hanzi="炮二平五。马８进７。前车进三，将军。车八进九，吃马，绝杀。"
espeak-ng -v en-us -w "$out/english.wav" "$english"
espeak-ng -v cmn-latn-pinyin -w "$out/pinyin.wav" "$pinyin"
espeak-ng -v cmn -w "$out/pinyin-cmn.wav" "$pinyin"          # the plain Mandarin voice: Latin read as English
espeak-ng -v cmn-latn-pinyin -w "$out/characters.wav" "$hanzi" # characters: polyphones misread, ８ dropped
for f in english pinyin pinyin-cmn characters; do
  sox "$out/$f.wav" -n stat 2>&1 |
    awk -v f="$f" '/^Length/{l=$3} /^RMS +amplitude/{r=$3} /^Maximum amplitude/{m=$3}
                   END{printf "%-11s %6.2f s  RMS %.3f  peak %.3f\n", f, l, r, m}'
done
echo "Phonemes (espeak-ng -x), voice cmn-latn-pinyin:"
for t in "ju1 jiu3 jin4 yi1" "车九进一" "将５进１" "相三进五 卒七进一"; do
  printf '  %-20s %s\n' "$t" "$(espeak-ng -v cmn-latn-pinyin -q -x "$t")"
done
