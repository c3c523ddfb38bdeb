// HTTPServer
