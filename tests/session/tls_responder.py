#!/usr/bin/env python3
"""An https responder on 127.0.0.1 for test_cloudclient's answersOverHttps where the test cannot be its own TLS
server: under Wine, whose Schannel has no server side (Wine 8's CertFindChainInStore is a stub), tools/windows.sh
starts this one and gives its address to the test (XIANGQI_TLS_RESPONDER). It presents the test certificate of
tests/data/tls and answers every GET with a cloud library reply of three moves.

Usage: tls_responder.py CERT KEY PORTFILE   (writes the port it listens on into PORTFILE, then serves until killed)
Python 3 standard library only."""
import http.server
import ssl
import sys

REPLY = b"move:h2e2,score:1,rank:2,note:! (22-00),winrate:50.12|move:b2e2,score:3,rank:2,note:! (00-00)|" \
        b"move:h0g2,score:-3,rank:1,note:! (12-03)"


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(REPLY)))
        self.end_headers()
        self.wfile.write(REPLY)

    def log_message(self, *args):
        pass


def main():
    cert, key, portfile = sys.argv[1:4]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    with open(portfile, "w") as f:
        f.write(str(server.server_address[1]))
    server.serve_forever()


if __name__ == "__main__":
    main()
