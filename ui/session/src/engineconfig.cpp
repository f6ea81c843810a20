// Engine configurations as JSON and in QSettings.
#include "xiangqi/session/engineconfig.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSettings>

namespace xq::session {

QJsonObject EngineConfig::toJson() const {
    QJsonObject json;
    json[QStringLiteral("name")] = name;
    json[QStringLiteral("command")] = command;
    json[QStringLiteral("arguments")] = QJsonArray::fromStringList(arguments);
    if (!workingDirectory.isEmpty()) json[QStringLiteral("workingDirectory")] = workingDirectory;
    json[QStringLiteral("protocol")] = protocolKey(protocol);
    QJsonArray opts;
    for (const auto& [key, value] : options)
        opts.append(QJsonObject{{QStringLiteral("name"), key}, {QStringLiteral("value"), value}});
    json[QStringLiteral("options")] = opts;
    if (scorePercent > 0) json[QStringLiteral("scorePercent")] = scorePercent;
    return json;
}

std::optional<EngineConfig> EngineConfig::fromJson(const QJsonObject& json, QString* error) {
    EngineConfig c;
    c.name = json.value(QStringLiteral("name")).toString();
    c.command = json.value(QStringLiteral("command")).toString();
    for (const auto& a : json.value(QStringLiteral("arguments")).toArray()) c.arguments << a.toString();
    c.workingDirectory = json.value(QStringLiteral("workingDirectory")).toString();
    const QString protocol = json.value(QStringLiteral("protocol")).toString(QStringLiteral("uci"));
    const auto p = protocolFromKey(protocol);
    auto bad = [error](const QString& why) {
        if (error) *error = why;
        return std::nullopt;
    };
    if (c.command.isEmpty()) return bad(QStringLiteral("engine configuration has no command"));
    if (!p) return bad(QStringLiteral("unknown engine protocol '%1' (uci, uci-fsf or ucci)").arg(protocol));
    c.protocol = *p;
    c.scorePercent = std::clamp(json.value(QStringLiteral("scorePercent")).toInt(0), 0, 10000);
    if (c.name.isEmpty()) c.name = QFileInfo(c.command).baseName();
    for (const auto& o : json.value(QStringLiteral("options")).toArray()) {
        const QJsonObject obj = o.toObject();
        const QString n = obj.value(QStringLiteral("name")).toString();
        if (n.isEmpty()) return bad(QStringLiteral("an option of engine '%1' has no name").arg(c.name));
        c.options.append({n, obj.value(QStringLiteral("value")).toVariant().toString()});
    }
    return c;
}

void EngineConfig::save(QSettings& s) const {
    s.setValue(QStringLiteral("name"), name);
    s.setValue(QStringLiteral("command"), command);
    s.setValue(QStringLiteral("arguments"), arguments);
    s.setValue(QStringLiteral("workingDirectory"), workingDirectory);
    s.setValue(QStringLiteral("protocol"), protocolKey(protocol));
    s.setValue(QStringLiteral("scorePercent"), scorePercent);
    s.beginWriteArray(QStringLiteral("options"), int(options.size()));
    for (int i = 0; i < options.size(); ++i) {
        s.setArrayIndex(i);
        s.setValue(QStringLiteral("name"), options[i].first);
        s.setValue(QStringLiteral("value"), options[i].second);
    }
    s.endArray();
}

std::optional<EngineConfig> EngineConfig::load(QSettings& s, QString* error) {
    QJsonObject json;
    json[QStringLiteral("name")] = s.value(QStringLiteral("name")).toString();
    json[QStringLiteral("command")] = s.value(QStringLiteral("command")).toString();
    json[QStringLiteral("arguments")] = QJsonArray::fromStringList(s.value(QStringLiteral("arguments")).toStringList());
    json[QStringLiteral("workingDirectory")] = s.value(QStringLiteral("workingDirectory")).toString();
    json[QStringLiteral("protocol")] = s.value(QStringLiteral("protocol"), QStringLiteral("uci")).toString();
    json[QStringLiteral("scorePercent")] = s.value(QStringLiteral("scorePercent"), 0).toInt();
    QJsonArray opts;
    const int n = s.beginReadArray(QStringLiteral("options"));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        opts.append(QJsonObject{{QStringLiteral("name"), s.value(QStringLiteral("name")).toString()},
                                {QStringLiteral("value"), s.value(QStringLiteral("value")).toString()}});
    }
    s.endArray();
    json[QStringLiteral("options")] = opts;
    return fromJson(json, error);
}

}  // namespace xq::session
