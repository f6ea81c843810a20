# cmake --install rules (GNUInstallDirs), desktop integration on Linux, and CPack packages (DEB, NSIS/WiX, DMG).
# Layout: bin/xiangqi, bin/xiangqi-engine, bin/<tools>; share/xiangqi/translations/*.qm (found relative to the
# executable, see ui/session/src/paths.cpp); share/applications, share/metainfo, share/icons/hicolor, share/mime/packages,
# share/man/man6. On macOS everything goes into xiangqi.app (data in Contents/Resources).

# Command-line tools over the game core, installed when app/CMakeLists.txt defines them.
set(XIANGQI_TOOLS xiangqi-convert xiangqi-review xiangqi-db xiangqi-train)
set(XIANGQI_PROGRAMS xiangqi-engine ${XIANGQI_TOOLS})

if(APPLE)
  set(xiangqi_program_dir "xiangqi.app/Contents/MacOS")
else()
  set(xiangqi_program_dir "${CMAKE_INSTALL_BINDIR}")
endif()
foreach(program IN LISTS XIANGQI_PROGRAMS)
  if(TARGET ${program})
    install(TARGETS ${program} RUNTIME DESTINATION "${xiangqi_program_dir}")
  endif()
endforeach()

if(TARGET xiangqi)
  install(TARGETS xiangqi RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" BUNDLE DESTINATION .)
  set_target_properties(xiangqi PROPERTIES
    MACOSX_BUNDLE_BUNDLE_NAME "Xiangqi"
    MACOSX_BUNDLE_GUI_IDENTIFIER "${XIANGQI_APP_ID}"
    MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
    MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
    MACOSX_BUNDLE_COPYRIGHT "MIT licence, the Xiangqi developers")
  # The program's icon in Explorer and the Finder (Qt's documented recipe: an .rc file, a bundle resource).
  if(WIN32)
    # Icon and version resource (app/xiangqi.rc.in).
    set(XIANGQI_RC_ICON "${PROJECT_SOURCE_DIR}/assets/icons/xiangqi.ico")
    configure_file("${PROJECT_SOURCE_DIR}/app/xiangqi.rc.in" "${CMAKE_BINARY_DIR}/xiangqi.rc" @ONLY)
    target_sources(xiangqi PRIVATE "${CMAKE_BINARY_DIR}/xiangqi.rc")
  elseif(APPLE)
    set(xiangqi_icns "${PROJECT_SOURCE_DIR}/assets/icons/xiangqi.icns")
    set_source_files_properties("${xiangqi_icns}" TARGET_DIRECTORY xiangqi PROPERTIES MACOSX_PACKAGE_LOCATION "Resources")
    target_sources(xiangqi PRIVATE "${xiangqi_icns}")
    set_target_properties(xiangqi PROPERTIES MACOSX_BUNDLE_ICON_FILE "xiangqi.icns")
  endif()
  # Windows and macOS: copy the Qt libraries and plugins beside the program at install time (windeployqt /
  # macdeployqt run by Qt's deploy script), so the NSIS/WiX installer and the DMG run on a machine without Qt.
  # Not when cross-compiling: windeployqt is a Windows program; tools/windows.sh deploys the Qt files itself.
  if((WIN32 OR APPLE) AND NOT CMAKE_CROSSCOMPILING)
    if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
      qt_generate_deploy_app_script(TARGET xiangqi OUTPUT_SCRIPT xiangqi_deploy_script)
    else()
      qt_generate_deploy_app_script(TARGET xiangqi FILENAME_VARIABLE xiangqi_deploy_script)
    endif()
    install(SCRIPT "${xiangqi_deploy_script}")
  endif()
endif()

# Desktop integration: freedesktop.org files, Linux and the BSDs only.
set(XIANGQI_HOMEPAGE "https://github.com/xiangqi/xiangqi")
set(XIANGQI_SCREENSHOT_URL "https://raw.githubusercontent.com/xiangqi/xiangqi/main/docs/images")
set(xiangqi_desktop_dir "${PROJECT_SOURCE_DIR}/assets/desktop")
set(XIANGQI_METAINFO "${CMAKE_BINARY_DIR}/share/metainfo/${XIANGQI_APP_ID}.metainfo.xml")
configure_file("${xiangqi_desktop_dir}/${XIANGQI_APP_ID}.metainfo.xml.in" "${XIANGQI_METAINFO}" @ONLY)
set(XIANGQI_DESKTOP_FILE "${xiangqi_desktop_dir}/${XIANGQI_APP_ID}.desktop")

if(UNIX AND NOT APPLE AND TARGET xiangqi)
  install(FILES "${XIANGQI_DESKTOP_FILE}" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
  install(FILES "${XIANGQI_METAINFO}" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
  install(FILES "${xiangqi_desktop_dir}/xiangqi-mime.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages"
          RENAME "${XIANGQI_APP_ID}.xml")
  foreach(size 16 24 32 48 64 128 256 512)
    install(FILES "${PROJECT_SOURCE_DIR}/assets/icons/xiangqi-${size}.png"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps" RENAME "${XIANGQI_APP_ID}.png")
  endforeach()
  install(FILES "${PROJECT_SOURCE_DIR}/assets/icons/xiangqi.svg"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps" RENAME "${XIANGQI_APP_ID}.svg")
endif()

# Licence and changes, where Debian and other distributions keep them.
if(UNIX AND NOT APPLE)
  install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_SOURCE_DIR}/CHANGELOG.md"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/xiangqi")
endif()

# Man pages (section 6, games), one per installed program: assets/man/<program>.6.in with the version filled in.
if(UNIX AND NOT APPLE)
  foreach(program xiangqi ${XIANGQI_PROGRAMS})
    set(page "${PROJECT_SOURCE_DIR}/assets/man/${program}.6.in")
    if(TARGET ${program} AND EXISTS "${page}")
      configure_file("${page}" "${CMAKE_BINARY_DIR}/share/man/man6/${program}.6" @ONLY)
      install(FILES "${CMAKE_BINARY_DIR}/share/man/man6/${program}.6" DESTINATION "${CMAKE_INSTALL_MANDIR}/man6")
    endif()
  endforeach()
endif()

# ---- CPack: cpack -G DEB (Linux), -G NSIS / -G WIX / -G ZIP (Windows), -G DragNDrop (macOS) ----
set(CPACK_PACKAGE_NAME "xiangqi")
set(CPACK_PACKAGE_VENDOR "The Xiangqi developers")
set(CPACK_PACKAGE_CONTACT "The Xiangqi developers <dev@xiangqi.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Chinese chess (xiangqi) game with a computer opponent")
set(CPACK_PACKAGE_DESCRIPTION "Xiangqi is Chinese chess for the desktop: play against a computer opponent
of the strength you choose, or a friend at the same computer. Moves in Chinese,
WXF or ICCS notation, PGN records, English and Simplified Chinese.
Includes the engine as a UCI program, xiangqi-engine.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${XIANGQI_HOMEPAGE}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Xiangqi")
set(CPACK_PACKAGE_EXECUTABLES "xiangqi;Xiangqi")  # NSIS start menu entry
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/build/;/\\\\.git/")

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # xiangqi_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)  # library dependencies computed by dpkg-shlibdeps
# What dpkg-shlibdeps cannot see: Qt's platform plugins (xcb, wayland) are loaded at run time.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk | fonts-wqy-microhei")

set(CPACK_NSIS_DISPLAY_NAME "Xiangqi")
set(CPACK_NSIS_PACKAGE_NAME "Xiangqi ${PROJECT_VERSION}")
set(CPACK_NSIS_MUI_ICON "${PROJECT_SOURCE_DIR}/assets/icons/xiangqi.ico")
set(CPACK_NSIS_MUI_UNIICON "${PROJECT_SOURCE_DIR}/assets/icons/xiangqi.ico")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\xiangqi.exe")
set(CPACK_WIX_PRODUCT_ICON "${PROJECT_SOURCE_DIR}/assets/icons/xiangqi.ico")
set(CPACK_WIX_UPGRADE_GUID "6A0F3C36-7E0B-4B8E-9E64-2A1B6C5D9F10")
set(CPACK_DMG_VOLUME_NAME "Xiangqi ${PROJECT_VERSION}")
if(APPLE)
  set(CPACK_PACKAGE_ICON "${PROJECT_SOURCE_DIR}/assets/icons/xiangqi.icns")
endif()

include(CPack)
