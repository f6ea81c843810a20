; The Windows installer of Xiangqi, built by tools/windows.sh with Debian's makensis:
;   makensis -DVERSION=0.1.0 -DSTAGE=<staged install tree> -DROOT=<source tree> -DOUTFILE=<setup.exe> xiangqi.nsi
; Installs the staged tree (bin\ with the programs, Qt and MinGW DLLs and plugins; share\xiangqi\translations;
; translations\ with Qt's Chinese messages) into Program Files\Xiangqi, adds Start-menu entries, an entry in
; "Apps & features" and the record file associations (.pgn .xqf .cbf .cbr .cbl). Silent with /S.
Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel admin
ManifestDPIAware true

!include "MUI2.nsh"
!include "x64.nsh"

!define APPNAME "Xiangqi"
!define PROGID "Xiangqi.Record"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Xiangqi"

Name "${APPNAME} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APPNAME}"
InstallDirRegKey HKLM "Software\${APPNAME}" "InstallDir"
BrandingText "${APPNAME} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APPNAME} ${VERSION} setup"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence, the Xiangqi developers"

!define MUI_ICON "${ROOT}\assets\icons\xiangqi.ico"
!define MUI_UNICON "${ROOT}\assets\icons\xiangqi.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\bin\xiangqi.exe"
!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "SimpChinese"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "Xiangqi needs 64-bit Windows." /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
  SetShellVarContext all  ; Start-menu entries for every user, like the HKLM associations
FunctionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

; Associates one extension with the record ProgID, remembering what it was associated with before.
!macro Associate EXT
  ReadRegStr $0 HKLM "Software\Classes\${EXT}" ""
  StrCmp $0 "${PROGID}" +2
  WriteRegStr HKLM "Software\Classes\${EXT}" "Xiangqi.Backup" "$0"
  WriteRegStr HKLM "Software\Classes\${EXT}" "" "${PROGID}"
  WriteRegStr HKLM "Software\Classes\${EXT}\OpenWithProgids" "${PROGID}" ""
!macroend

; Gives the extension back to what it had before, if it is still ours.
!macro Unassociate EXT
  DeleteRegValue HKLM "Software\Classes\${EXT}\OpenWithProgids" "${PROGID}"
  ReadRegStr $0 HKLM "Software\Classes\${EXT}" ""
  StrCmp $0 "${PROGID}" 0 +4
  ReadRegStr $1 HKLM "Software\Classes\${EXT}" "Xiangqi.Backup"
  WriteRegStr HKLM "Software\Classes\${EXT}" "" "$1"
  DeleteRegValue HKLM "Software\Classes\${EXT}" "Xiangqi.Backup"
!macroend

Section "Xiangqi" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateDirectory "$SMPROGRAMS\${APPNAME}"
  CreateShortcut "$SMPROGRAMS\${APPNAME}\${APPNAME}.lnk" "$INSTDIR\bin\xiangqi.exe" "" "$INSTDIR\bin\xiangqi.exe" 0
  CreateShortcut "$SMPROGRAMS\${APPNAME}\Uninstall ${APPNAME}.lnk" "$INSTDIR\uninstall.exe"

  WriteRegStr HKLM "Software\Classes\${PROGID}" "" "Xiangqi game record"
  WriteRegStr HKLM "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\bin\xiangqi.exe,0"
  WriteRegStr HKLM "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\bin\xiangqi.exe" "%1"'
  !insertmacro Associate ".pgn"
  !insertmacro Associate ".xqf"
  !insertmacro Associate ".cbf"
  !insertmacro Associate ".cbr"
  !insertmacro Associate ".cbl"
  WriteRegStr HKLM "Software\Classes\Applications\xiangqi.exe\shell\open\command" "" '"$INSTDIR\bin\xiangqi.exe" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  WriteRegStr HKLM "Software\${APPNAME}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayName" "${APPNAME}"
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\bin\xiangqi.exe,0"
  WriteRegStr HKLM "${UNINSTKEY}" "Publisher" "The Xiangqi developers"
  WriteRegStr HKLM "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTKEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  ; Only what the installer put there: the folder may hold the user's own files.
  RMDir /r "$INSTDIR\bin"
  RMDir /r "$INSTDIR\share\xiangqi"
  RMDir "$INSTDIR\share"
  RMDir /r "$INSTDIR\translations"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  Delete "$SMPROGRAMS\${APPNAME}\${APPNAME}.lnk"
  Delete "$SMPROGRAMS\${APPNAME}\Uninstall ${APPNAME}.lnk"
  RMDir "$SMPROGRAMS\${APPNAME}"

  !insertmacro Unassociate ".pgn"
  !insertmacro Unassociate ".xqf"
  !insertmacro Unassociate ".cbf"
  !insertmacro Unassociate ".cbr"
  !insertmacro Unassociate ".cbl"
  DeleteRegKey HKLM "Software\Classes\${PROGID}"
  DeleteRegKey HKLM "Software\Classes\Applications\xiangqi.exe"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  DeleteRegKey HKLM "Software\${APPNAME}"
  DeleteRegKey HKLM "${UNINSTKEY}"
SectionEnd
