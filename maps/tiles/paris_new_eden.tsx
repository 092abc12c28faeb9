<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="paris_new_eden" tilewidth="40" tileheight="40" tilecount="113" columns="16">
 <image source="paris_new_eden.png" width="640" height="320"/>
 <tile id="1" probability="0.2"/>
 <tile id="2" probability="0.2"/>
 <tile id="3" probability="0.2"/>
 <tile id="5" probability="0.15"/>
 <tile id="7" probability="0.15"/>
 <tile id="8" probability="0.15"/>
 <tile id="10" probability="0.25"/>
 <tile id="11" probability="0.25"/>
 <tile id="12" probability="0.25"/>
 <tile id="105" type="detail:car"/>
 <tile id="106" type="detail:car"/>
 <tile id="107" type="detail:barrels"/>
 <tile id="108" type="detail:barrels_up"/>
 <tile id="109" type="detail:fern"/>
 <tile id="110" type="detail:fern_up"/>
 <tile id="111" type="detail:fallen_lamp"/>
 <tile id="112" type="detail:fallen_lamp"/>
 <wangsets>
  <wangset name="New Eden" type="corner" tile="0">
   <wangcolor name="flood" color="#477564" tile="0" probability="1"/>
   <wangcolor name="street" color="#5f7456" tile="4" probability="1"/>
   <wangcolor name="pavement" color="#5f7456" tile="6" probability="1"/>
   <wangcolor name="moss" color="#3d6b37" tile="9" probability="1"/>
   <wangcolor name="ruins" color="#607064" tile="13" probability="1"/>
   <wangcolor name="board" color="#5c3d27" tile="14" probability="1"/>
   <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="1" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="2" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="3" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="4" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="5" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="6" wangid="0,3,0,3,0,3,0,3"/>
   <wangtile tileid="7" wangid="0,3,0,3,0,3,0,3"/>
   <wangtile tileid="8" wangid="0,3,0,3,0,3,0,3"/>
   <wangtile tileid="9" wangid="0,4,0,4,0,4,0,4"/>
   <wangtile tileid="10" wangid="0,4,0,4,0,4,0,4"/>
   <wangtile tileid="11" wangid="0,4,0,4,0,4,0,4"/>
   <wangtile tileid="12" wangid="0,4,0,4,0,4,0,4"/>
   <wangtile tileid="13" wangid="0,5,0,5,0,5,0,5"/>
   <wangtile tileid="14" wangid="0,6,0,6,0,6,0,6"/>
   <wangtile tileid="15" wangid="0,3,0,3,0,3,0,2"/>
   <wangtile tileid="16" wangid="0,2,0,3,0,3,0,3"/>
   <wangtile tileid="17" wangid="0,2,0,3,0,3,0,2"/>
   <wangtile tileid="18" wangid="0,3,0,2,0,3,0,3"/>
   <wangtile tileid="19" wangid="0,3,0,2,0,3,0,2"/>
   <wangtile tileid="20" wangid="0,2,0,2,0,3,0,3"/>
   <wangtile tileid="21" wangid="0,2,0,2,0,3,0,2"/>
   <wangtile tileid="22" wangid="0,3,0,3,0,2,0,3"/>
   <wangtile tileid="23" wangid="0,3,0,3,0,2,0,2"/>
   <wangtile tileid="24" wangid="0,2,0,3,0,2,0,3"/>
   <wangtile tileid="25" wangid="0,2,0,3,0,2,0,2"/>
   <wangtile tileid="26" wangid="0,3,0,2,0,2,0,3"/>
   <wangtile tileid="27" wangid="0,3,0,2,0,2,0,2"/>
   <wangtile tileid="28" wangid="0,2,0,2,0,2,0,3"/>
   <wangtile tileid="29" wangid="0,4,0,4,0,4,0,3"/>
   <wangtile tileid="30" wangid="0,3,0,4,0,4,0,4"/>
   <wangtile tileid="31" wangid="0,3,0,4,0,4,0,3"/>
   <wangtile tileid="32" wangid="0,4,0,3,0,4,0,4"/>
   <wangtile tileid="33" wangid="0,4,0,3,0,4,0,3"/>
   <wangtile tileid="34" wangid="0,3,0,3,0,4,0,4"/>
   <wangtile tileid="35" wangid="0,3,0,3,0,4,0,3"/>
   <wangtile tileid="36" wangid="0,4,0,4,0,3,0,4"/>
   <wangtile tileid="37" wangid="0,4,0,4,0,3,0,3"/>
   <wangtile tileid="38" wangid="0,3,0,4,0,3,0,4"/>
   <wangtile tileid="39" wangid="0,3,0,4,0,3,0,3"/>
   <wangtile tileid="40" wangid="0,4,0,3,0,3,0,4"/>
   <wangtile tileid="41" wangid="0,4,0,3,0,3,0,3"/>
   <wangtile tileid="42" wangid="0,3,0,3,0,3,0,4"/>
   <wangtile tileid="43" wangid="0,4,0,4,0,4,0,2"/>
   <wangtile tileid="44" wangid="0,2,0,4,0,4,0,4"/>
   <wangtile tileid="45" wangid="0,2,0,4,0,4,0,2"/>
   <wangtile tileid="46" wangid="0,4,0,2,0,4,0,4"/>
   <wangtile tileid="47" wangid="0,4,0,2,0,4,0,2"/>
   <wangtile tileid="48" wangid="0,2,0,2,0,4,0,4"/>
   <wangtile tileid="49" wangid="0,2,0,2,0,4,0,2"/>
   <wangtile tileid="50" wangid="0,4,0,4,0,2,0,4"/>
   <wangtile tileid="51" wangid="0,4,0,4,0,2,0,2"/>
   <wangtile tileid="52" wangid="0,2,0,4,0,2,0,4"/>
   <wangtile tileid="53" wangid="0,2,0,4,0,2,0,2"/>
   <wangtile tileid="54" wangid="0,4,0,2,0,2,0,4"/>
   <wangtile tileid="55" wangid="0,4,0,2,0,2,0,2"/>
   <wangtile tileid="56" wangid="0,2,0,2,0,2,0,4"/>
   <wangtile tileid="57" wangid="0,4,0,4,0,4,0,1"/>
   <wangtile tileid="58" wangid="0,1,0,4,0,4,0,4"/>
   <wangtile tileid="59" wangid="0,1,0,4,0,4,0,1"/>
   <wangtile tileid="60" wangid="0,4,0,1,0,4,0,4"/>
   <wangtile tileid="61" wangid="0,4,0,1,0,4,0,1"/>
   <wangtile tileid="62" wangid="0,1,0,1,0,4,0,4"/>
   <wangtile tileid="63" wangid="0,1,0,1,0,4,0,1"/>
   <wangtile tileid="64" wangid="0,4,0,4,0,1,0,4"/>
   <wangtile tileid="65" wangid="0,4,0,4,0,1,0,1"/>
   <wangtile tileid="66" wangid="0,1,0,4,0,1,0,4"/>
   <wangtile tileid="67" wangid="0,1,0,4,0,1,0,1"/>
   <wangtile tileid="68" wangid="0,4,0,1,0,1,0,4"/>
   <wangtile tileid="69" wangid="0,4,0,1,0,1,0,1"/>
   <wangtile tileid="70" wangid="0,1,0,1,0,1,0,4"/>
   <wangtile tileid="71" wangid="0,4,0,4,0,4,0,5"/>
   <wangtile tileid="72" wangid="0,5,0,4,0,4,0,4"/>
   <wangtile tileid="73" wangid="0,5,0,4,0,4,0,5"/>
   <wangtile tileid="74" wangid="0,4,0,5,0,4,0,4"/>
   <wangtile tileid="75" wangid="0,4,0,5,0,4,0,5"/>
   <wangtile tileid="76" wangid="0,5,0,5,0,4,0,4"/>
   <wangtile tileid="77" wangid="0,5,0,5,0,4,0,5"/>
   <wangtile tileid="78" wangid="0,4,0,4,0,5,0,4"/>
   <wangtile tileid="79" wangid="0,4,0,4,0,5,0,5"/>
   <wangtile tileid="80" wangid="0,5,0,4,0,5,0,4"/>
   <wangtile tileid="81" wangid="0,5,0,4,0,5,0,5"/>
   <wangtile tileid="82" wangid="0,4,0,5,0,5,0,4"/>
   <wangtile tileid="83" wangid="0,4,0,5,0,5,0,5"/>
   <wangtile tileid="84" wangid="0,5,0,5,0,5,0,4"/>
   <wangtile tileid="85" wangid="0,4,0,4,0,4,0,6"/>
   <wangtile tileid="86" wangid="0,6,0,4,0,4,0,4"/>
   <wangtile tileid="87" wangid="0,6,0,4,0,4,0,6"/>
   <wangtile tileid="88" wangid="0,4,0,6,0,4,0,4"/>
   <wangtile tileid="89" wangid="0,4,0,6,0,4,0,6"/>
   <wangtile tileid="90" wangid="0,6,0,6,0,4,0,4"/>
   <wangtile tileid="91" wangid="0,6,0,6,0,4,0,6"/>
   <wangtile tileid="92" wangid="0,4,0,4,0,6,0,4"/>
   <wangtile tileid="93" wangid="0,4,0,4,0,6,0,6"/>
   <wangtile tileid="94" wangid="0,6,0,4,0,6,0,4"/>
   <wangtile tileid="95" wangid="0,6,0,4,0,6,0,6"/>
   <wangtile tileid="96" wangid="0,4,0,6,0,6,0,4"/>
   <wangtile tileid="97" wangid="0,4,0,6,0,6,0,6"/>
   <wangtile tileid="98" wangid="0,6,0,6,0,6,0,4"/>
   <wangtile tileid="99" wangid="0,4,0,3,0,2,0,4"/>
   <wangtile tileid="100" wangid="0,4,0,2,0,3,0,4"/>
   <wangtile tileid="101" wangid="0,3,0,2,0,4,0,4"/>
   <wangtile tileid="102" wangid="0,3,0,4,0,2,0,3"/>
   <wangtile tileid="103" wangid="0,2,0,2,0,4,0,3"/>
   <wangtile tileid="104" wangid="0,3,0,3,0,4,0,2"/>
  </wangset>
 </wangsets>
</tileset>
