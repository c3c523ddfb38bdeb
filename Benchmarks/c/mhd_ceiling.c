/*
 * mhd_ceiling: the ceiling for sheetd's HTTP architecture on this machine.
 *
 * A libmicrohttpd server that answers every POST with fixed bytes (the exact body and header
 * fields sheetd sends for the benchmark request), doing only what sheetd's HTTP layer does
 * besides computing: one internal epoll thread, the request body copied out of MHD's buffer, a
 * fresh response per request whose body MHD sends from the answer's own bytes, without a copy
 * (MHD_RESPMEM_PERSISTENT; sheetd hands MHD its bodies the same way). Two modes:
 *
 *   inline   the access handler queues the answer at once;
 *   handoff  the handler suspends the connection and hands the request to one of N worker
 *            threads (mutex + condition variable queue); the worker marks it answered and calls
 *            MHD_resume_connection; MHD calls back and the answer is queued there, as sheetd does.
 *
 * Build: gcc -O2 -Wall -o mhd_ceiling mhd_ceiling.c -lmicrohttpd -lpthread
 * Run:   mhd_ceiling inline|handoff PORT BODY_FILE [ETAG] [WORKERS]
 * Stops on SIGTERM or SIGINT.
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum phase { RECEIVING, RUNNING, READY };

struct request {
    enum phase phase;
    char *body;
    size_t size, capacity;
    struct MHD_Connection *connection;
    struct request *next;
};

static char *answer;
static size_t answer_size;
static const char *etag = "\"0000000000000000\"";
static int handoff;

/* The worker queue: a FIFO of suspended requests. */
static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queue_ready = PTHREAD_COND_INITIALIZER;
static struct request *queue_head, *queue_tail;

static void *worker(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&queue_lock);
        while (queue_head == NULL) pthread_cond_wait(&queue_ready, &queue_lock);
        struct request *request = queue_head;
        queue_head = request->next;
        if (queue_head == NULL) queue_tail = NULL;
        pthread_mutex_unlock(&queue_lock);
        /* The "computation": the answer is fixed. Free the body as sheetd's job does. */
        free(request->body);
        request->body = NULL;
        request->phase = READY;
        MHD_resume_connection(request->connection);
    }
    return NULL;
}

static enum MHD_Result send_answer(struct MHD_Connection *connection) {
    struct MHD_Response *response =
        MHD_create_response_from_buffer(answer_size, answer, MHD_RESPMEM_PERSISTENT);
    if (response == NULL) return MHD_NO;
    MHD_add_response_header(response, "Content-Type", "application/json");
    MHD_add_response_header(response, "X-Request-Id", "0123456789abcdef");
    MHD_add_response_header(response, "ETag", etag);
    MHD_add_response_header(response, "Cache-Control", "no-cache");
    enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return result;
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size,
                              void **con_cls) {
    (void)cls, (void)url, (void)method, (void)version;
    struct request *request = *con_cls;
    if (request == NULL) {
        request = calloc(1, sizeof *request);
        if (request == NULL) return MHD_NO;
        request->connection = connection;
        *con_cls = request;
        return MHD_YES;
    }
    if (request->phase == READY) return send_answer(connection);
    if (request->phase == RUNNING) return MHD_YES;
    if (*upload_data_size > 0) {
        if (request->size + *upload_data_size > request->capacity) {
            size_t capacity = (request->size + *upload_data_size) * 2;
            char *grown = realloc(request->body, capacity);
            if (grown == NULL) return MHD_NO;
            request->body = grown;
            request->capacity = capacity;
        }
        memcpy(request->body + request->size, upload_data, *upload_data_size);
        request->size += *upload_data_size;
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (!handoff) {
        free(request->body);
        request->body = NULL;
        request->phase = READY;
        return send_answer(connection);
    }
    request->phase = RUNNING;
    MHD_suspend_connection(connection);
    pthread_mutex_lock(&queue_lock);
    request->next = NULL;
    if (queue_tail) queue_tail->next = request; else queue_head = request;
    queue_tail = request;
    pthread_cond_signal(&queue_ready);
    pthread_mutex_unlock(&queue_lock);
    return MHD_YES;
}

static void completed(void *cls, struct MHD_Connection *connection, void **con_cls,
                      enum MHD_RequestTerminationCode code) {
    (void)cls, (void)connection, (void)code;
    struct request *request = *con_cls;
    if (request == NULL) return;
    free(request->body);
    free(request);
    *con_cls = NULL;
}

static char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc(length > 0 ? (size_t)length : 1);
    if (bytes == NULL || fread(bytes, 1, (size_t)length, file) != (size_t)length) {
        fclose(file);
        return NULL;
    }
    fclose(file);
    *size = (size_t)length;
    return bytes;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s inline|handoff PORT BODY_FILE [ETAG] [WORKERS]\n", argv[0]);
        return 2;
    }
    handoff = strcmp(argv[1], "handoff") == 0;
    if (!handoff && strcmp(argv[1], "inline") != 0) {
        fprintf(stderr, "mode must be inline or handoff\n");
        return 2;
    }
    int port = atoi(argv[2]);
    answer = read_file(argv[3], &answer_size);
    if (answer == NULL) {
        fprintf(stderr, "cannot read %s\n", argv[3]);
        return 1;
    }
    if (argc > 4) etag = argv[4];
    int workers = argc > 5 ? atoi(argv[5]) : 2;

    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGTERM);
    sigaddset(&signals, SIGINT);
    pthread_sigmask(SIG_BLOCK, &signals, NULL); /* every thread inherits the mask; main waits below */

    for (int i = 0; handoff && i < workers; i++) {
        pthread_t thread;
        pthread_create(&thread, NULL, worker, NULL);
        pthread_detach(thread);
    }
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ERROR_LOG;
    if (handoff) flags |= MHD_ALLOW_SUSPEND_RESUME;
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    struct MHD_Daemon *daemon = MHD_start_daemon(
        flags, (uint16_t)port, NULL, NULL, handle, NULL, MHD_OPTION_SOCK_ADDR, &address,
        MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_CONNECTION_TIMEOUT, 30u,
        MHD_OPTION_CONNECTION_LIMIT, 1024u, MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "cannot start on port %d\n", port);
        return 1;
    }
    printf("mhd_ceiling %s listening on 127.0.0.1:%d (%zu-byte answer)\n", argv[1], port, answer_size);
    fflush(stdout);
    int received;
    sigwait(&signals, &received);
    /* Workers may hold suspended connections; exiting without MHD_stop_daemon avoids its abort. */
    _exit(0);
}
