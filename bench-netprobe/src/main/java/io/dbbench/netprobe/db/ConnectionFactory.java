package io.dbbench.netprobe.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/** Opens a JDBC connection; the driver comes from the class path (the CLI's, never this module's). */
@FunctionalInterface
public interface ConnectionFactory {
    Connection open(DbProbeConfig config) throws SQLException;

    ConnectionFactory DRIVER_MANAGER = config -> {
        Properties props = new Properties();
        if (config.user() != null && !config.user().isEmpty()) {
            props.setProperty("user", config.user());
        }
        if (!config.password().isEmpty()) {
            props.setProperty("password", config.password().reveal());
        }
        return DriverManager.getConnection(config.jdbcUrl(), props);
    };
}
