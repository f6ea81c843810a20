// How to start and set up an external engine, and how a configuration is written as JSON or in QSettings.
// EngineRegistry (engineregistry.h) owns the list the user configured; nothing else loads or saves it.
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

#include "xiangqi/session/enginedialect.h"

class QJsonObject;
class QSettings;

namespace xq::session {

// How to start and set up an engine; saved as JSON or in QSettings.
struct EngineConfig {
    QString name;  // shown to the user
    QString command;
    QStringList arguments;
    QString workingDirectory;  // empty = the command's folder
    EngineProtocol protocol = EngineProtocol::Uci;
    QList<QPair<QString, QString>> options;  // set after the handshake, in this order
    int scorePercent = 0;                    // our centipawns per 100 engine units; 0 = known from the name

    QJsonObject toJson() const;
    // Fails (with a sentence in *error) when the name or command is missing or the protocol unknown.
    static std::optional<EngineConfig> fromJson(const QJsonObject& json, QString* error = nullptr);
    void save(QSettings& settings) const;  // in the current group
    static std::optional<EngineConfig> load(QSettings& settings, QString* error = nullptr);
    bool operator==(const EngineConfig&) const = default;
};

}  // namespace xq::session
