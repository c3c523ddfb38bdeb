#ifndef SHEETD_CMICROHTTPD_SHIM_H
#define SHEETD_CMICROHTTPD_SHIM_H

/*
 * libmicrohttpd for Swift. Swift imports microhttpd.h directly; the functions below
 * exist only where Swift cannot make the call itself. Every name starts with sheetd_mhd_.
 */

#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/*
 * Signature MHD expects after MHD_OPTION_URI_LOG_CALLBACK. microhttpd.h has no typedef for
 * it (the option is passed through varargs), so Swift needs one to name the type.
 */
typedef void *(*sheetd_mhd_uri_callback)(void *cls,
                                         const char *uri,
                                         struct MHD_Connection *connection);

/*
 * Everything sheetd sets when it starts a daemon. A struct instead of 17 positional
 * parameters keeps the Swift call site readable and every field named.
 */
struct sheetd_mhd_daemon_settings
{
  /* MHD_FLAG bits (MHD_USE_...). */
  unsigned int flags;
  /* Address to bind: a sockaddr_in, or a sockaddr_in6 when flags contain MHD_USE_IPv6. */
  const struct sockaddr *bind_address;
  /* The port in bind_address again: MHD binds bind_address but names this port in errors. */
  uint16_t port;
  /* Seconds a connection may stay idle before MHD closes it; 0 = never. */
  unsigned int connection_timeout;
  /* Maximum number of connections MHD accepts at the same time. */
  unsigned int connection_limit;
  /* Maximum number of connections from one client address; 0 = no limit. */
  unsigned int per_ip_connection_limit;
  /* Bytes of MHD's per-connection memory pool (request line, headers, read buffer). */
  size_t connection_memory_limit;
  /* Internal polling threads; 1 = one thread, more = MHD's thread pool. */
  unsigned int thread_pool_size;
  MHD_AccessHandlerCallback access_handler;
  void *access_handler_cls;
  /* Asked after each accept whether to keep the connection (MHD_NO closes it at once); may be NULL. */
  MHD_AcceptPolicyCallback accept_policy;
  void *accept_policy_cls;
  /* Runs once per request MHD showed the application, also for aborted requests. */
  MHD_RequestCompletedCallback request_completed;
  void *request_completed_cls;
  /* Sees the raw request target before MHD splits off and decodes the query. */
  sheetd_mhd_uri_callback uri_callback;
  void *uri_callback_cls;
  /* Told when a connection is accepted and just before its socket is closed; may be NULL. */
  MHD_NotifyConnectionCallback notify_connection;
  void *notify_connection_cls;
  /* Receives MHD's diagnostic messages (needs MHD_USE_ERROR_LOG in flags); may be NULL. */
  MHD_LogCallback error_logger;
  void *error_logger_cls;
};

/*
 * Starts a daemon with the settings above.
 * Why: MHD_start_daemon is variadic, Swift cannot call it.
 * Returns NULL when MHD cannot start (for example when the address is in use).
 */
static inline struct MHD_Daemon *
sheetd_mhd_start_daemon (const struct sheetd_mhd_daemon_settings *settings)
{
  struct MHD_OptionItem options[12];
  size_t count = 0;

  /* The logger goes first so that MHD's start-up messages already use it. */
  if (NULL != settings->error_logger)
    options[count++] = (struct MHD_OptionItem) {
      MHD_OPTION_EXTERNAL_LOGGER,
      (intptr_t) settings->error_logger,
      settings->error_logger_cls
    };
  options[count++] = (struct MHD_OptionItem) {
    MHD_OPTION_SOCK_ADDR, 0, (void *) settings->bind_address
  };
  options[count++] = (struct MHD_OptionItem) {
    MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t) settings->connection_timeout, NULL
  };
  options[count++] = (struct MHD_OptionItem) {
    MHD_OPTION_CONNECTION_LIMIT, (intptr_t) settings->connection_limit, NULL
  };
  if (settings->per_ip_connection_limit > 0)
    options[count++] = (struct MHD_OptionItem) {
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, (intptr_t) settings->per_ip_connection_limit, NULL
    };
  options[count++] = (struct MHD_OptionItem) {
    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t) settings->connection_memory_limit, NULL
  };
  options[count++] = (struct MHD_OptionItem) {
    MHD_OPTION_NOTIFY_COMPLETED,
    (intptr_t) settings->request_completed,
    settings->request_completed_cls
  };
  options[count++] = (struct MHD_OptionItem) {
    MHD_OPTION_URI_LOG_CALLBACK,
    (intptr_t) settings->uri_callback,
    settings->uri_callback_cls
  };
  if (NULL != settings->notify_connection)
    options[count++] = (struct MHD_OptionItem) {
      MHD_OPTION_NOTIFY_CONNECTION,
      (intptr_t) settings->notify_connection,
      settings->notify_connection_cls
    };
  /* A pool of one is not a pool: leave the option out and keep the single thread. */
  if (settings->thread_pool_size > 1)
    options[count++] = (struct MHD_OptionItem) {
      MHD_OPTION_THREAD_POOL_SIZE, (intptr_t) settings->thread_pool_size, NULL
    };
  options[count++] = (struct MHD_OptionItem) { MHD_OPTION_END, 0, NULL };

  /* MHD copies what it needs from the array during this call, so a stack array is enough. */
  return MHD_start_daemon (settings->flags,
                           settings->port,
                           settings->accept_policy,
                           settings->accept_policy_cls,
                           settings->access_handler,
                           settings->access_handler_cls,
                           MHD_OPTION_ARRAY,
                           options,
                           MHD_OPTION_END);
}

/*
 * The port the daemon listens on (the real one when 0 was asked for); 0 if unknown.
 * Why: MHD_get_daemon_info is variadic, Swift cannot call it.
 */
static inline uint16_t
sheetd_mhd_bound_port (struct MHD_Daemon *daemon)
{
  const union MHD_DaemonInfo *info =
    MHD_get_daemon_info (daemon, MHD_DAEMON_INFO_BIND_PORT);
  return (NULL == info) ? 0 : info->port;
}

/*
 * The socket of a connection; -1 if unknown.
 * Why: MHD_get_connection_info is variadic, Swift cannot call it.
 */
static inline int
sheetd_mhd_connection_socket (struct MHD_Connection *connection)
{
  const union MHD_ConnectionInfo *info =
    MHD_get_connection_info (connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return (NULL == info) ? -1 : info->connect_fd;
}

/*
 * The pointer the connection-notify callback stored in the connection's socket context; NULL if none.
 * Why: MHD_get_connection_info is variadic, Swift cannot call it.
 */
static inline void *
sheetd_mhd_connection_socket_context (struct MHD_Connection *connection)
{
  const union MHD_ConnectionInfo *info =
    MHD_get_connection_info (connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
  return (NULL == info) ? NULL : info->socket_context;
}

#endif /* SHEETD_CMICROHTTPD_SHIM_H */
