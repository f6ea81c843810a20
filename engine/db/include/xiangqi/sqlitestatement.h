// The SQLite parts the game database (database.h) and the training store (xiangqi/train/store.h) share: a prepared
// statement that finalises itself, and opening a file the same way. Internal to those two libraries.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace xq::db {

// RAII for a prepared statement; false when it could not be prepared (sqlite3_errmsg says why).
class Statement {
public:
    Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &st_, nullptr); }
    ~Statement() { sqlite3_finalize(st_); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    explicit operator bool() const { return st_ != nullptr; }
    sqlite3_stmt* get() const { return st_; }
    void reset() {
        sqlite3_reset(st_);
        sqlite3_clear_bindings(st_);
    }
    void bind(int i, std::int64_t v) { sqlite3_bind_int64(st_, i, v); }
    void bind(int i, int v) { sqlite3_bind_int64(st_, i, v); }
    void bind(int i, double v) { sqlite3_bind_double(st_, i, v); }
    void bind(int i, const std::string& s) { sqlite3_bind_text(st_, i, s.data(), int(s.size()), SQLITE_TRANSIENT); }
    void bindBlob(int i, const std::string& s) { sqlite3_bind_blob(st_, i, s.data(), int(s.size()), SQLITE_TRANSIENT); }
    void bindNull(int i) { sqlite3_bind_null(st_, i); }
    int step() { return sqlite3_step(st_); }
    std::int64_t integer(int c) const { return sqlite3_column_int64(st_, c); }
    double real(int c) const { return sqlite3_column_double(st_, c); }
    std::string text(int c) const {
        const auto* t = reinterpret_cast<const char*>(sqlite3_column_text(st_, c));
        return t ? std::string(t, std::size_t(sqlite3_column_bytes(st_, c))) : std::string();
    }
    std::string_view blob(int c) const {
        const auto* b = static_cast<const char*>(sqlite3_column_blob(st_, c));
        return b ? std::string_view(b, std::size_t(sqlite3_column_bytes(st_, c))) : std::string_view();
    }
    bool isNull(int c) const { return sqlite3_column_type(st_, c) == SQLITE_NULL; }

private:
    sqlite3_stmt* st_ = nullptr;
};

// Opens (or creates) the file for reading and writing, one connection per thread, waiting up to 5 s for another
// program's lock. False and *why on failure (*db may then hold a connection to close).
inline bool openFile(const std::string& path, sqlite3** db, std::string* why) {
    if (sqlite3_open_v2(path.c_str(), db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) !=
        SQLITE_OK) {
        *why = *db ? sqlite3_errmsg(*db) : "out of memory";
        return false;
    }
    sqlite3_busy_timeout(*db, 5000);
    return true;
}

}  // namespace xq::db
