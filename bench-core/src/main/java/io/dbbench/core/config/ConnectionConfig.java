package io.dbbench.core.config;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Where and how to connect.
 *
 * @param connectString          EZConnect, TNS alias or a {@code jdbc:} URL, as written by the user
 * @param credentialsFile        Oracle wallet / credentials zip ({@code -cf}), or null
 * @param properties             SwingBench connection Properties (StatementCaching, FetchSize, ...)
 * @param initializationCommands SQL run once on every new connection ({@code InitilizationCommands})
 */
public record ConnectionConfig(
        String userName,
        Secret password,
        String connectString,
        String driverType,
        String credentialsFile,
        Map<String, String> properties,
        List<String> initializationCommands,
        PoolingConfig pooling) {
    public ConnectionConfig {
        userName = userName == null ? "" : userName;
        password = password == null ? Secret.none() : password;
        connectString = connectString == null ? "" : connectString;
        driverType = driverType == null ? "" : driverType;
        properties = Map.copyOf(properties == null ? Map.of() : properties);
        initializationCommands = List.copyOf(initializationCommands == null ? List.of() : initializationCommands);
        pooling = Objects.requireNonNullElse(pooling, PoolingConfig.DEFAULT);
    }

    public ConnectionConfig withUserName(String v) {
        return new ConnectionConfig(
                v, password, connectString, driverType, credentialsFile, properties, initializationCommands, pooling);
    }

    public ConnectionConfig withPassword(Secret v) {
        return new ConnectionConfig(
                userName, v, connectString, driverType, credentialsFile, properties, initializationCommands, pooling);
    }

    public ConnectionConfig withConnectString(String v) {
        return new ConnectionConfig(
                userName, password, v, driverType, credentialsFile, properties, initializationCommands, pooling);
    }

    public ConnectionConfig withDriverType(String v) {
        return new ConnectionConfig(
                userName, password, connectString, v, credentialsFile, properties, initializationCommands, pooling);
    }

    public ConnectionConfig withCredentialsFile(String v) {
        return new ConnectionConfig(
                userName, password, connectString, driverType, v, properties, initializationCommands, pooling);
    }

    public ConnectionConfig withProperties(Map<String, String> v) {
        return new ConnectionConfig(
                userName, password, connectString, driverType, credentialsFile, v, initializationCommands, pooling);
    }
}
