<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="farshore_coast" tilewidth="40" tileheight="40" tilecount="12" columns="12">
 <image source="farshore_coast.png" width="480" height="40"/>
</tileset>
