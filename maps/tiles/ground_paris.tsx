<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="ground_paris" tilewidth="40" tileheight="40" tilecount="8" columns="8">
 <image source="ground_paris.png" width="320" height="40"/>
</tileset>
